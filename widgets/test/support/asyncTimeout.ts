import { configure } from '@testing-library/dom';
import { RENDER_TEST_TIMEOUT_MS } from '../../../vitest.shared';

/**
 * How long findBy/waitFor wait (Testing Library's default: 1 s). Remote data renders as a
 * transition (core/useRemote), in time slices between which timers run, so on a loaded machine
 * the default could expire while a page of cards is still rendering.
 */
configure({ asyncUtilTimeout: RENDER_TEST_TIMEOUT_MS / 4 });
