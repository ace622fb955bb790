/** JSON schemas of the listing calls (query, body, answer); the row shape is the register's (wire-schemas.ts). */
import { PAGE_SIZE_OPTIONS } from '@taxdep/domain/paging';
import { codeSchema, MAX_DB_INTEGER, SEARCH_MAX_LENGTH } from '../http/input-limits';
import { assetSchema } from '../register-model/wire-schemas';
import { SORT_COLUMNS } from './listing';

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
