import MockingTesting
import Photos
import Testing

/// The screen pushed on a mocked navigator is captured, then inspected like any other object.
@MainActor
@Suite(.mocking) struct PhotosListTests {
    let photos = [
        Photo(title: "Fjord", url: "https://example.com/fjord.jpg"),
        Photo(title: "Glacier", url: "https://example.com/glacier.jpg"),
    ]

    @Test func selectingAPhotoPushesItsDetailScreen() throws {
        let navigator = NavigatorMock()
        let pushed = navigator.capture.push(.any, animated: true)

        PhotosListScreen(photos: photos, navigator: navigator).didSelectRow(1)

        let detail = try #require(pushed.argument?.screen as? PhotoDetailScreen)
        #expect(detail.photo == photos[1])
        #expect(detail.title == "Glacier")
        navigator.received.push(.any, animated: .any).once()
    }

    @Test func selectingAnEmptyRowPushesNothing() {
        let navigator = NavigatorMock()
        navigator.expect.push(.any, animated: .any).never()

        PhotosListScreen(photos: photos, navigator: navigator).didSelectRow(5)
    }
}
