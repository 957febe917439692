import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { ApiException } from '../common/api-exception.ts';

/** A photo as stored: AES-256-GCM ciphertext with its nonce and tag. */
export interface SealedDocument {
  ciphertext: Buffer;
  iv: Buffer;
  authTag: Buffer;
}

/** The longest side of a stored data-page photo: enough to read every line of the page. */
const PHOTO_MAX_SIDE = 1600;

/**
 * A data-page photo as kept: any JPEG, PNG or WebP re-encoded as a JPEG no larger than
 * PHOTO_MAX_SIDE, turned upright, with none of its metadata (EXIF place and camera, ICC, XMP).
 */
export async function reencodePhoto(input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  } catch {
    throw ApiException.field('photo', 'checkIn.photo');
  }
}

/**
 * Seals and opens data-page photos with DOCUMENT_KEY (AES-256-GCM, a new nonce per photo): the
 * database holds no readable image, and a photo sealed under another key does not open.
 */
@Injectable()
export class DocumentVault {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Whether photos can be taken: a key is set. */
  get ready(): boolean {
    return this.config.documentKey !== null;
  }

  seal(photo: Buffer): SealedDocument {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key(), iv);
    const ciphertext = Buffer.concat([cipher.update(photo), cipher.final()]);
    return { ciphertext, iv, authTag: cipher.getAuthTag() };
  }

  open(sealed: SealedDocument): Buffer {
    const decipher = createDecipheriv('aes-256-gcm', this.key(), sealed.iv);
    decipher.setAuthTag(sealed.authTag);
    return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
  }

  private key(): Buffer {
    if (!this.config.documentKey) throw new ApiException('checkIn.documentsUnavailable');
    return this.config.documentKey;
  }
}
