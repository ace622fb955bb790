/**
 * JSON schemas of the asset-register calls: request validation (Fastify/Ajv, 400 with a message) and the OpenAPI
 * document. Shapes follow packages/domain/src/api/asset.ts; amounts are dollars, rates percent, dates YYYY-MM-DD.
 */
import { PAGE_SIZE_OPTIONS } from '@taxdep/domain/paging';
import {
  codeSchema,
  civilDateSchema as date,
  dollarsSchema,
  idParams,
  idSchema,
  MAX_DB_INTEGER,
  newOrIdSchema,
  percentSchema,
  SEARCH_MAX_LENGTH,
  textSchema as text,
} from '../http/input-limits';
import { SORT_COLUMNS } from './listing';

export { errorResponses, messageSchema } from '../reports/schemas';

const money = { ...dollarsSchema, description: 'Dollars (commas stripped), at most two decimals' } as const;
const percent = { ...percentSchema, description: 'Percent, at most four decimals' } as const;
/** A reference by id, or by code when id is 0. */
const codeRef = {
  type: ['object', 'null'],
  properties: { id: { ...newOrIdSchema, type: 'integer' }, code: codeSchema },
  required: ['id'],
} as const;

/** The one id schema of every path parameter and body id (src/http/input-limits.ts). */
export const idParam = idSchema;
export const reportIdParams = idParams('id');

export const demolitionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    demoDate: date,
    rate: { ...percent, description: 'Percent of the historical building cost removed' },
    adjustedHistoricalCost: { ...money, description: 'Computed by the engine; null under method DV' },
    adjustedAnnualDepreciation: { ...money, description: 'Computed by the engine; null under method DV' },
    modelAsset: {
      type: 'object',
      properties: { id: { type: 'integer' }, depreciationReportId: { type: 'integer' } },
    },
  },
} as const;

export const labelSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    label: { type: 'string' },
    depreciationReportId: { type: 'integer' },
    abandonmentDate: { ...date, description: 'Extension: lease expiry or strip-out date' },
  },
} as const;

const assetProperties = {
  id: { ...newOrIdSchema, description: 'Absent, null or 0 adds a new asset' },
  depreciationReportId: idSchema,
  assetCode: {
    type: ['object', 'null'],
    properties: { id: { ...newOrIdSchema, type: 'integer' }, assetCode: codeSchema },
    required: ['assetCode'],
    description: 'Tax code by id, or by code when id is 0',
  },
  depreciationCategory: codeRef,
  depreciationMethod: codeRef,
  fundCode: text,
  propertyCode: text,
  projectCode: text,
  description: text,
  subCategory: text,
  location: text,
  supplier: text,
  invoiceNumber: text,
  invoiceDate: date,
  depreciationCommencementDate: date,
  financialYearEndDate: date,
  originalCost: money,
  writtenDownValue: money,
  writtenDownValueDate: date,
  depreciationRate: {
    ...percent,
    description: 'The tax-office rate; set by the service when it can derive it',
  },
  sourceTaxRate: {
    ...percent,
    description: 'Set only for a customized rate (Customize mode); null = ATO mode',
  },
  annualDepreciationClaim: {
    ...money,
    description: 'Method PC: set by the service to historical cost × rate',
  },
  historicalBuildingCost: money,
  readOnly: { type: 'boolean', description: 'Set by the service; ignored on save' },
  disposalDate: date,
  terminationValue: money,
} as const;

export const assetSchema = {
  type: 'object',
  properties: {
    ...assetProperties,
    assetDemolitions: { type: 'array', items: demolitionSchema },
    abandonmentLabel: { ...labelSchema, type: ['object', 'null'] },
    hasErrors: {
      type: ['boolean', 'null'],
      description: 'Extension: the stored verdict of validateAsset (the rules of spec 5); null until judged',
    },
  },
} as const;

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

export const assetListSchema = {
  type: 'object',
  properties: {
    modelAssets: { type: 'array', items: assetSchema },
    totalPages: { type: 'integer' },
    totalRecords: { type: 'integer', description: 'The rows the query matches' },
    registerAssetCount: {
      type: 'integer',
      description:
        'Extension: every asset of the register, whatever the query (an empty register vs no match)',
    },
  },
} as const;

const listControls = {
  pageNo: { type: 'integer', minimum: 1, maximum: MAX_DB_INTEGER, default: 1, description: '1-based' },
  pageSize: { type: 'integer', enum: [...PAGE_SIZE_OPTIONS], default: 50 },
  sortBy: { type: 'string', enum: Object.keys(SORT_COLUMNS), default: 'id' },
  order: { type: 'string', enum: ['ASC', 'DESC', 'asc', 'desc'], default: 'ASC' },
  alerts: {
    type: 'boolean',
    default: false,
    description: 'Error mode: only rows with errors (validateAsset)',
  },
  demolition: {
    type: 'boolean',
    default: false,
    description: 'Demolition view: only assets with demolitions',
  },
} as const;

export const listQuerystring = {
  type: 'object',
  properties: {
    ...listControls,
    calculations: { type: 'boolean', default: false, description: 'Sent by the portal; must be false here' },
    searchValue: { type: 'string', maxLength: SEARCH_MAX_LENGTH, default: '' },
  },
} as const;

export const listBodySchema = {
  type: 'object',
  properties: {
    ...listControls,
    searchValue: {
      type: ['string', 'null'],
      maxLength: SEARCH_MAX_LENGTH,
      default: '',
      description:
        'Case-insensitive substring of description, tax code, asset id, fund/property/project code, ' +
        'location, supplier or invoice number',
    },
    filterValues: {
      type: ['array', 'null'],
      items: codeSchema,
      maxItems: 1000,
      default: [],
      description: 'Tax codes (from …/modelAssets/all/assetcodes); empty = no filter',
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
