import multer from '@koa/multer';
import { MulterError } from 'multer';
import type { AppMiddleware } from '../../types';
import { ClientError, InvalidInputError } from '../errors';
import { toPlainJson } from './plain-json';

declare module 'koa' {
  interface Request {
    /** The file a multipartBody route received, kept in memory; undefined when none was sent. */
    file?: Express.Multer.File;
  }
}

export interface MultipartBodyOptions {
  /** Name of the one file field; a file under any other name is refused. */
  fileField: string;
  /** Largest file accepted, in bytes (413 beyond). */
  maxFileBytes: number;
  /** Text fields allowed beside the file, and the longest value of each, in bytes. */
  maxFields: number;
  maxFieldBytes: number;
}

/** Room for the boundaries and part headers around the file and fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

// Too many fields, or a field too long: the body as a whole is more than the route takes.
const TOO_LARGE_CODES: readonly string[] = [
  'LIMIT_PART_COUNT',
  'LIMIT_FILE_COUNT',
  'LIMIT_FIELD_KEY',
  'LIMIT_FIELD_VALUE',
  'LIMIT_FIELD_COUNT',
];

function toClientError(error: unknown, fileField: string): ClientError {
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') {
      return new InvalidInputError({ [fileField]: 'upload.tooLarge' }, 413);
    }
    if (TOO_LARGE_CODES.includes(error.code)) return new ClientError(413, 'body.tooLarge');
  }
  // Anything else the parser throws is about the bytes the client sent: a missing boundary, a
  // truncated part, a file under another name.
  return new ClientError(400, 'body.invalid');
}

/**
 * A route's multipart/form-data parser for one uploaded file, kept in memory (ctx.request.file)
 * beside a few text fields (ctx.request.body). Limits are checked while reading: the declared
 * length first, then each part, so an oversize file is refused with 413 without being stored.
 * Other content types are refused with 415. Put it after the route's role guard.
 */
export function multipartBody(options: MultipartBodyOptions): AppMiddleware {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: options.maxFileBytes,
      files: 1,
      fields: options.maxFields,
      fieldSize: options.maxFieldBytes,
      parts: options.maxFields + 1,
    },
  }).single(options.fileField);
  const maxRequestBytes =
    options.maxFileBytes + options.maxFields * options.maxFieldBytes + MULTIPART_OVERHEAD_BYTES;
  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) throw new ClientError(415, 'body.unsupportedType');
    if ((ctx.request.length ?? 0) > maxRequestBytes) {
      throw new InvalidInputError({ [options.fileField]: 'upload.tooLarge' }, 413);
    }
    try {
      // The route runs after the parse, outside this try: its own errors are not the body's.
      await parse(ctx, () => Promise.resolve());
    } catch (error) {
      throw toClientError(error, options.fileField);
    }
    // Plain data, as a JSON body is: no field named as an object's own members ('constructor'),
    // which a schema reading fields by name would take for the inherited function, and no NUL.
    ctx.request.body = toPlainJson(ctx.request.body);
    await next();
  };
}
