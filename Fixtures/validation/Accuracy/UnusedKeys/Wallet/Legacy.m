#import <Foundation/Foundation.h>

NSString *CardName(int number) {
    return NSLocalizedString([NSString stringWithFormat:@"card.%d", number], nil);
}
