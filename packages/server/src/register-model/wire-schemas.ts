/**
 * JSON schemas of the register's wire shapes shared by the register features (assets, listing, demolitions, labels):
 * request validation (Fastify/Ajv) and the OpenAPI document. Shapes follow packages/domain/src/api/asset.ts;
 * amounts are dollars, rates percent, dates YYYY-MM-DD.
 */
import {
  codeSchema,
  civilDateSchema as date,
  dollarsSchema,
  idSchema,
  newOrIdSchema,
  percentSchema,
  textSchema as text,
} from '../http/input-limits';

const money = { ...dollarsSchema, description: 'Dollars (commas stripped), at most two decimals' } as const;
const percent = { ...percentSchema, description: 'Percent, at most four decimals' } as const;
/** A reference by id, or by code when id is 0. */
const codeRef = {
  type: ['object', 'null'],
  properties: { id: { ...newOrIdSchema, type: 'integer' }, code: codeSchema },
  required: ['id'],
} as const;

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

export const assetProperties = {
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
      description:
        'Extension: the stored verdict of validateAsset (the rules of docs/product/rules.md); null until judged',
    },
  },
} as const;
