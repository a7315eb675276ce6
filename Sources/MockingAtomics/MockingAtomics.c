#include "MockingAtomics.h"

_Atomic(long) _mocking_registrations = 0;
