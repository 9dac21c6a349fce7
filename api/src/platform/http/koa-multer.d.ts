// @koa/multer ships no types: this is the part of its API the API uses, in multer's own types.
declare module '@koa/multer' {
  import type { Middleware } from 'koa';
  import type { Options, StorageEngine } from 'multer';

  interface KoaMulterInstance {
    /** Parses a multipart body with one file field; the file lands on ctx.request.file. */
    single(fieldName: string): Middleware;
  }

  interface KoaMulter {
    (options?: Options): KoaMulterInstance;
    memoryStorage(): StorageEngine;
  }

  const multer: KoaMulter;
  export = multer;
}
