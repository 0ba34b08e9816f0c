declare module 'json-server' {
  import type { Request, Response, Router } from 'express';

  export interface JsonServerRouter extends Router {
    render(req: Request, res: Response): void;
  }

  const jsonServer: {
    router(db: object, options?: { foreignKeySuffix?: string }): JsonServerRouter;
  };
  export default jsonServer;
}
