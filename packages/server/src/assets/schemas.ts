/** JSON schemas of the asset save and delete calls; the shared register shapes are in register-model/wire-schemas.ts. */
import { idSchema } from '../http/input-limits';
import { assetProperties } from '../register-model/wire-schemas';

export const assetSaveSchema = {
  type: 'object',
  required: ['depreciationReportId'],
  properties: {
    ...assetProperties,
    assetDemolitions: { type: 'array', description: 'Ignored: demolitions are saved with …/demolitionDates' },
    abandonmentLabel: {
      type: ['object', 'null'],
      description: 'Ignored: labels are mapped with …/model-abandonment-label',
    },
    base: {
      type: ['object', 'null'],
      properties: assetProperties,
      description:
        'Extension: the asset as this client last read it. With it, only the fields the client changed since ' +
        'are written over the stored row, so a concurrent change to another field is kept; without it the ' +
        'body is written whole (last writer wins).',
    },
  },
} as const;

export const deleteSelectionSchema = {
  description: '`{ ids: number[] }` (a bare array of ids is accepted too)',
  oneOf: [
    {
      type: 'object',
      required: ['ids'],
      properties: { ids: { type: 'array', items: idSchema, maxItems: 100_000 } },
    },
    { type: 'array', items: idSchema, maxItems: 100_000 },
  ],
} as const;

export const deleteAnswerSchema = {
  type: 'object',
  properties: {
    deletedCount: { type: 'integer' },
    deletedIds: { type: 'array', items: { type: 'integer' } },
    readOnlyIds: { type: 'array', items: { type: 'integer' }, description: 'Read-only assets: kept' },
    notFoundIds: { type: 'array', items: { type: 'integer' } },
    message: { type: 'string' },
  },
} as const;
