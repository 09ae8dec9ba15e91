import Photos

/// Saves trail photos: the spec's info.properties give NSPhotoLibraryUsageDescription.
enum TrailPhotos {
    static func ask() {
        PHPhotoLibrary.requestAuthorization { _ in }
    }
}
