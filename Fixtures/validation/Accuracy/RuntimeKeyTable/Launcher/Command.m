#import <Foundation/Foundation.h>
#import "Command.h"

@implementation Command

// Every command's format is read by its identifier and always given the direct and the
// indirect object, whether its English text shows both or not.
- (NSString *)commandFormat {
    return [[NSBundle mainBundle] localizedStringForKey:self.identifier value:nil table:@"Commands"];
}

- (NSString *)title {
    return [NSString stringWithFormat:[self commandFormat], self.directObject, self.indirectObject];
}

- (BOOL)isTimed {
    return [self.identifier isEqualToString:@"OpenAtTime"];
}

// The reveal command's own title, looked up by name and given one object.
- (NSString *)revealTitle {
    return [NSString stringWithFormat:NSLocalizedStringFromTable(@"RevealItem", @"Commands", nil), self.directObject];
}

@end
