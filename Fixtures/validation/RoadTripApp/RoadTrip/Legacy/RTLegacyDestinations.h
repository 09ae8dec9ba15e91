#import <UIKit/UIKit.h>

/// The table of destinations as the iOS 6 version of RoadTrip built it, from LegacyDestinationCell.xib.
@interface RTLegacyDestinations : NSObject <UITableViewDataSource>
@end
