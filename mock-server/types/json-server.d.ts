// json-server 0.17 ships no types; this covers the part the mock uses (it is an Express app underneath).
declare module 'json-server' {
  import type { Express, RequestHandler } from 'express';

  const jsonServer: {
    create(): Express;
    bodyParser: RequestHandler[];
  };
  export default jsonServer;
}
