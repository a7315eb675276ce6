import Mocking

/// A reusable row view, as a table view hands them out.
public final class TableCell {
    public let reuseIdentifier: String
    public var text: String?

    public init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
    }
}

/// The part of a table view a data source talks to.
@Mockable
public protocol TableView: AnyObject {
    func dequeueReusableCell(withIdentifier identifier: String, forRow row: Int) -> TableCell
    func reloadData()
    func insertRows(at rows: [Int])
}

/// objc.io's "lighter view controller" data source: an array of items, one row each, configured
/// by a closure, and the table view told about every change.
public final class ArrayDataSource<Item> {
    public private(set) var items: [Item]
    public weak var tableView: (any TableView)?
    private let cellIdentifier: String
    private let configure: (TableCell, Item) -> Void

    public init(items: [Item], cellIdentifier: String, configure: @escaping (TableCell, Item) -> Void) {
        self.items = items
        self.cellIdentifier = cellIdentifier
        self.configure = configure
    }

    public var numberOfRows: Int { items.count }

    public func cell(forRow row: Int, in tableView: any TableView) -> TableCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, forRow: row)
        configure(cell, items[row])
        return cell
    }

    /// Adds one item at the end: the table inserts one row instead of reloading everything.
    public func append(_ item: Item) {
        items.append(item)
        tableView?.insertRows(at: [items.count - 1])
    }

    public func replaceAll(with items: [Item]) {
        self.items = items
        tableView?.reloadData()
    }
}
