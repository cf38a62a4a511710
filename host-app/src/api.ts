import { createApiClient } from 'widgets/api';
import { readToken } from './session/tokenStorage';

/** The one API client of the host app: same origin, bearer token from storage. */
export const api = createApiClient({ getToken: readToken });
