import HummingbirdWSClient
import Testing
@Test func placeholder() {}
