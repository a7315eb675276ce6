#include "MockingAtomics.h"

_Atomic(long) _mocking_registrations = 0;
_Atomic(uint64_t) _mocking_sequence = 0;
