#!/usr/bin/env bash
# Writes the corpus's mocks — every public protocol of the modules below that generate-mocks does
# not refuse — with the Mocking package's generate-mocks plugin; `--check` writes nothing and fails
# when a file is missing or out of date.
#
#     bash Corpus/generate.sh [--check]
set -euo pipefail
cd "$(dirname "$0")"
check=("$@")
generate() {
    local module=$1
    shift
    local types=()
    for type in "$@"; do types+=(--type "$type"); done
    swift package --allow-writing-to-package-directory generate-mocks "${check[@]}" --module "$module" \
        "${types[@]}" --output "Tests/ThirdPartyMockTests/Mocks/$module"
}
generate Logging LogHandler
generate CoreMetrics CounterHandler FloatingPointCounterHandler MeterHandler MetricsFactory RecorderHandler \
    TimerHandler
# Refused, with the reason generate-mocks gives: LegacyTracer (deprecated; mock 'Tracer').
generate Tracing Span SpanAttributeConvertible NestedSpanAttributesProtocol Tracer SpanAttributeNamespace \
    TracerInstant
generate Instrumentation Extractor Injector Instrument InstrumentationContextKey
generate ServiceLifecycle Service
# swift-configuration: its watches' results may be noncopyable (`watchValue<Return: ~Copyable>`).
generate Configuration ConfigProvider ConfigSnapshot
# Refused: AcceptableProtocol (refines CaseIterable and RawRepresentable).
generate OpenAPIRuntime ClientMiddleware ClientTransport CustomCoder DateTranscoder HTTPResponseConvertible \
    MultipartBoundaryGenerator ServerMiddleware ServerTransport
# Refused: Channel and MulticastChannel (restate a parent's `write(_:promise:)`), NIOSerialEventLoopExecutor
# (refines SerialExecutor). Left out: EventLoop, whose file is written but does not compile — its
# `enqueue(_ job: consuming ExecutorJob)` takes a noncopyable argument, which a mock cannot record
# and the graph does not show.
generate NIOCore ByteToMessageDecoder ChannelCore ChannelHandler ChannelInboundHandler ChannelInboundInvoker \
    ChannelInvoker ChannelOption ChannelOutboundHandler ChannelOutboundInvoker EventLoopGroup FileDescriptor \
    MessageToByteEncoder NIOAsyncSequenceProducerBackPressureStrategy NIOAsyncSequenceProducerDelegate \
    NIOAsyncWriterSinkDelegate NIOBinaryIntegerEncodingStrategy NIOClientTCPBootstrapProtocol NIOClientTLSProvider \
    NIOInboundByteBufferingChannelHandler NIOOutboundByteBufferingChannelHandler NIOScheduledCallbackHandler \
    NIOSingleStepByteToMessageDecoder NIOSynchronousChannelOptions NIOTransportAccessibleChannelCore \
    RecvByteBufferAllocator RemovableChannelHandler SocketOptionProvider WriteObservingByteToMessageDecoder
generate NIOHTTP1 HTTPServerProtocolUpgrader NIOHTTPClientProtocolUpgrader NIOTypedHTTPClientProtocolUpgrader \
    NIOTypedHTTPServerProtocolUpgrader
# A protocol of this package refining NIOCore's `FileDescriptor`: NIOCore's graph is read from its module.
generate ThirdParty RewindableFile
