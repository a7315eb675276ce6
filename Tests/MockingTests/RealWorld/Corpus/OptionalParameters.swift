import Mocking

// Optional parameters, filtered with plain literals as the calls are written.

@Mockable
protocol RealWorldDirectory {
    func find(name: String?, limit: Int?) -> [String]
    func tag(_ label: String?)
    func rate(_ score: Double?, verified: Bool?)
    func merge(_ ids: [Int]?)
    var title: String? { get set }
    subscript(nickname key: String) -> String? { get set }
    func convert(_ value: Int?) -> String
    func convert(_ value: String?) -> String
}
