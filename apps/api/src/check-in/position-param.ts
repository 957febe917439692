import type { PipeTransform } from '@nestjs/common';
import { ApiException } from '../common/api-exception.ts';

/** A person's seat in the party, from the path: a small whole number, else no such person (404). */
export class PositionParam implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,2}$/.test(value)) throw new ApiException('checkIn.notFound');
    return Number(value);
  }
}
