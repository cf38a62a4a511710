import { startServer } from './server';

startServer()
  .then((server) => {
    const stop = async () => {
      await server.close();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  })
  .catch((error: unknown) => {
    console.error(`[marketplace] could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
