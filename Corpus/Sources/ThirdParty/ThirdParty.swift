// Nothing of its own: the target exists so that the modules the corpus mocks are built.
import CoreMetrics
import HTTPTypes
import Instrumentation
import Logging
import NIOCore
import NIOHTTP1
import OpenAPIRuntime
import ServiceLifecycle
import Tracing
