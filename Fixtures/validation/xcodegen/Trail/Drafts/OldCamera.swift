import AVFoundation

/// A draft the spec's excludes leave out of every target: its camera call is never built.
enum OldCamera {
    static func ask() {
        AVCaptureDevice.requestAccess(for: .video) { _ in }
    }
}
