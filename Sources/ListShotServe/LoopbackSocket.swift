import Foundation

/// A TCP connection to 127.0.0.1, the one address the preview and review servers listen on, for
/// the programs on this machine that talk to them over a plain socket: the bench's event stream
/// and the tests' raw requests.
public enum LoopbackSocket {
  /// A socket connected to 127.0.0.1:`port`, whose reads give up after `receiveTimeout`
  /// seconds when one is given; nil (with `errno` set) when it cannot connect. The caller
  /// closes it.
  public static func connect(port: Int, receiveTimeout: Int? = nil) -> Int32? {
    guard (1...65535).contains(port) else {
      errno = EINVAL
      return nil
    }
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return nil }
    if let receiveTimeout {
      var wait = timeval(tv_sec: receiveTimeout, tv_usec: 0)
      setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Foundation.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      let reason = errno
      close(fd)
      errno = reason
      return nil
    }
    return fd
  }
}
