export { fakeFetch, type FakeAnswer, type FakeCall, type FakeRoute, type FakeRoutes } from './fakeFetch';
export { feeResult, performerItem, performerPage, performerProfile } from './performerFixtures';
