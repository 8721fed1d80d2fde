export * from './common';
export * from './issues';
export * from './search';
export * from './quotes';
export * from './bookings';
export * from './refunds';
export * from './fare-rules';
export * from './baggage';
