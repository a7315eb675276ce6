import Mocking

public struct Photo: Equatable, Sendable {
    public let title: String
    public let url: String

    public init(title: String, url: String) {
        self.title = title
        self.url = url
    }
}

/// Something the app can show full-screen.
@MainActor
public protocol Screen: AnyObject {
    var title: String { get }
}

/// Moves between screens, like a navigation controller.
@Mockable
@MainActor
public protocol Navigator {
    func push(_ screen: any Screen, animated: Bool)
    func pop(animated: Bool)
}

/// One photo, large.
@MainActor
public final class PhotoDetailScreen: Screen {
    public let photo: Photo
    public var title: String { photo.title }

    public init(photo: Photo) {
        self.photo = photo
    }
}

/// A list of photos; selecting one pushes its detail screen.
@MainActor
public final class PhotosListScreen: Screen {
    public let title = "Photos"
    private let photos: [Photo]
    private let navigator: any Navigator

    public init(photos: [Photo], navigator: any Navigator) {
        self.photos = photos
        self.navigator = navigator
    }

    public func didSelectRow(_ row: Int) {
        guard photos.indices.contains(row) else { return }
        navigator.push(PhotoDetailScreen(photo: photos[row]), animated: true)
    }
}
