import DataSource
import MockingTesting
import Testing

/// A data source tested against a mocked table view: the table's answers are stubbed, and what the
/// data source tells the table is expected.
@Suite(.mocking) struct ArrayDataSourceTests {
    let fruit = ArrayDataSource(items: ["Apple", "Banana"], cellIdentifier: "Fruit") { cell, name in
        cell.text = name
    }

    @Test func configuresTheCellItDequeuesForARow() {
        let table = TableViewMock()
        table.stub.dequeueReusableCell(withIdentifier: .any, forRow: .any).andCall { identifier, _ in
            TableCell(reuseIdentifier: identifier)
        }

        let cell = fruit.cell(forRow: 1, in: table)

        #expect(cell.text == "Banana")
        #expect(cell.reuseIdentifier == "Fruit")
        table.received.dequeueReusableCell(withIdentifier: "Fruit", forRow: 1).once()
    }

    @Test func appendingInsertsOneRowInsteadOfReloading() {
        let table = TableViewMock()
        table.expect.insertRows(at: [2])
        table.expect.reloadData().never()
        fruit.tableView = table

        fruit.append("Cherry")

        #expect(fruit.numberOfRows == 3)
    }

    @Test func replacingTheItemsReloadsTheTable() {
        let table = TableViewMock()
        table.expect.reloadData()
        fruit.tableView = table

        fruit.replaceAll(with: ["Kiwi"])

        #expect(fruit.numberOfRows == 1)
        table.verifyNoMoreInteractions()
    }
}
