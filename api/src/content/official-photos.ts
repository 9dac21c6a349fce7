import type Router from '@koa/router';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { OFFICIAL_PHOTO_SIZES } from '@court/contract';
import { recordAudit } from '../audit';
import { authorizeStaff, type SignedInStaff } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { sha256Hex } from '../platform/crypto/sha256';
import { ClientError, InvalidInputError } from '../platform/errors';
import type { AppState } from '../types';
import type { PublishedContentCopy } from './published-content-copy';

/** The formats a photo may arrive in, as sharp reads them from its bytes (never its name). */
const PHOTO_FORMATS: readonly string[] = ['jpeg', 'png', 'webp'];
/** Largest picture decoded, in pixels: a decompression bomb is refused before it is read. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Largest kept size a content file may bring: a 480 × 600 WebP is well under it. */
const OFFICIAL_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The photo at the pages' size and at twice it, as WebP: cropped to the frame from its centre of
 * interest, turned as the camera recorded, without its metadata (a camera's GPS position).
 */
async function reencode(bytes: Buffer): Promise<{ standard: Buffer; double: Buffer }> {
  const { width, height } = OFFICIAL_PHOTO_SIZES;
  const at = (scale: number) =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(width * scale, height * scale, { fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: 80 })
      .toBuffer();
  const [standard, double] = await Promise.all([at(1), at(2)]);
  return { standard, double };
}

/** The format sharp finds in the bytes, or null when they are no picture it can read. */
async function formatOf(bytes: Buffer): Promise<string | null> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return metadata.format ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps a photo staff uploaded: checked by its content (JPEG, PNG or WebP), re-encoded, and kept
 * by its hash; the id answered goes into an official's `photo`. Audited.
 */
export async function keepOfficialPhoto(
  deps: { db: Kysely<Database>; clock: Clock },
  user: SignedInStaff | null,
  file: { buffer: Buffer } | undefined,
  requestId: string,
): Promise<{ photo: string }> {
  const staff = authorizeStaff(user, ['content']);
  if (!file || file.buffer.length === 0) {
    throw new InvalidInputError({ photo: 'officials.photoFile.required' });
  }
  const format = await formatOf(file.buffer);
  if (format === null || !PHOTO_FORMATS.includes(format)) {
    throw new InvalidInputError({ photo: 'officials.photoFile.type' });
  }
  let encoded: { standard: Buffer; double: Buffer };
  try {
    encoded = await reencode(file.buffer);
  } catch {
    // A file that starts like a picture and is cut short or damaged after.
    throw new InvalidInputError({ photo: 'officials.photoFile.type' });
  }
  const photo = sha256Hex(encoded.standard).slice(0, 32);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('officialPhoto')
      .values({
        id: photo,
        ...encoded,
        uploadedBy: staff.username,
        uploadedAt: deps.clock.now().toISOString(),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    await recordAudit(
      trx,
      deps.clock,
      { actor: staff.username, requestId },
      {
        action: 'content.court-officials.photo',
        subjectType: 'official-photo',
        subjectId: photo,
        details: { format, bytes: file.buffer.length },
      },
    );
  });
  return { photo };
}

/** Which of these photo ids are kept ('' names no photo). */
export async function keptOfficialPhotos(
  db: Kysely<Database>,
  photos: readonly string[],
): Promise<Set<string>> {
  const ids = [...new Set(photos.filter(Boolean))];
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('officialPhoto').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map(({ id }) => id));
}

/** A kept photo as the pages are served it: WebP at the pages' size and at twice it. */
export interface OfficialPhotoFiles {
  standard: Buffer;
  double: Buffer;
}

/** The kept photos of these ids, by id, for a content file; an id not kept is left out. */
export async function officialPhotoFiles(
  db: Kysely<Database>,
  photos: readonly string[],
): Promise<Map<string, OfficialPhotoFiles>> {
  const ids = [...new Set(photos.filter(Boolean))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('officialPhoto')
    .select(['id', 'standard', 'double'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return new Map(
    rows.map(({ id, standard, double }) => [
      id,
      { standard: Buffer.from(standard), double: Buffer.from(double) },
    ]),
  );
}

/**
 * What is wrong with a photo a content file brings, or null: it must be what this site keeps (a
 * WebP at the pages' size and one at twice it), named by the hash of the first, so a file cannot
 * slip anything else into the pages.
 */
export async function officialPhotoFilesProblem(
  photo: string,
  files: OfficialPhotoFiles,
): Promise<string | null> {
  if (sha256Hex(files.standard).slice(0, 32) !== photo) return 'does not match its name';
  const { width, height } = OFFICIAL_PHOTO_SIZES;
  for (const [bytes, scale] of [
    [files.standard, 1],
    [files.double, 2],
  ] as const) {
    if (bytes.length > OFFICIAL_PHOTO_MAX_BYTES) return 'is larger than a photo may be';
    try {
      const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      if (
        metadata.format !== 'webp' ||
        metadata.width !== width * scale ||
        metadata.height !== height * scale
      ) {
        return `is not a ${width * scale} × ${height * scale} WebP picture`;
      }
    } catch {
      return 'is not a picture';
    }
  }
  return null;
}

/** Keeps photos a content import brings (one already kept stays as it is). Audited. */
export async function keepImportedOfficialPhotos(
  trx: Kysely<Database>,
  clock: Clock,
  photos: ReadonlyMap<string, OfficialPhotoFiles>,
  uploadedBy: string,
): Promise<void> {
  const now = clock.now().toISOString();
  for (const [photo, files] of photos) {
    const inserted = await trx
      .insertInto('officialPhoto')
      .values({ id: photo, ...files, uploadedBy, uploadedAt: now })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
    await recordAudit(
      trx,
      clock,
      { actor: null, requestId: null },
      {
        action: 'content.court-officials.photo',
        subjectType: 'official-photo',
        subjectId: photo,
        details: { source: 'cli' },
      },
    );
  }
}

/** A kept photo at one density, or null when there is none by that id. */
export async function readOfficialPhoto(
  db: Kysely<Database>,
  photo: string,
  density: 1 | 2,
): Promise<Buffer | null> {
  const row = await db
    .selectFrom('officialPhoto')
    .select(['standard', 'double'])
    .where('id', '=', photo)
    .executeTakeFirst();
  if (!row) return null;
  return Buffer.from(density === 1 ? row.standard : row.double);
}

/** A photo's file name in its address: its id, then its density (`…@2x.webp`). */
const PHOTO_FILE = /^([a-f0-9]{32})@([12])x\.webp$/;

/**
 * A kept photo by its file name, or null when there is none. Each one read is kept beside the
 * copy of the published content too: a process started while the database is away still shows
 * the officials' faces, not only their photos' words.
 */
async function servedOfficialPhoto(
  deps: { db: Kysely<Database>; contentCopy: PublishedContentCopy },
  file: string,
): Promise<Buffer | null> {
  const match = PHOTO_FILE.exec(file);
  if (!match?.[1] || !match[2]) return null;
  let photo: Buffer | null;
  try {
    photo = await readOfficialPhoto(deps.db, match[1], match[2] === '1' ? 1 : 2);
  } catch (error) {
    const kept = await deps.contentCopy.recallFile(file);
    if (kept) return kept;
    throw error;
  }
  // Kept on the side: a slow disk never holds the answer up, and a failing one is logged there.
  if (photo) void deps.contentCopy.rememberFile(file, photo);
  return photo;
}

/**
 * GET court/officials/photos/<id>@<1|2>x.webp: a kept photo. Its address names its content, so it
 * is cached for a year and never changes.
 */
export function registerOfficialPhotoRoutes(
  router: Router<AppState>,
  deps: { db: Kysely<Database>; contentCopy: PublishedContentCopy },
): void {
  router.get('/court/officials/photos/:file', async (ctx) => {
    const photo = await servedOfficialPhoto(deps, ctx.params.file ?? '');
    if (!photo) throw new ClientError(404, 'notFound');
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.type = 'image/webp';
    ctx.body = photo;
  });
}
