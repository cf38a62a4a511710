export * from './calendar';
export * from './stateMachine';
export * from './expiry';
export * from './contactRelease';
export * from './redaction';
export * from './refunds';
