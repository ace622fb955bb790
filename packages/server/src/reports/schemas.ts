/**
 * JSON schemas of the report calls: request validation (Fastify/Ajv) and the OpenAPI document (/api/docs).
 * Shapes follow packages/domain/src/api/report.ts; amounts are dollars, dates `YYYY-MM-DD`.
 */
import {
  civilDateSchema as date,
  dollarsSchema,
  nullableIdSchema as id,
  idSchema,
  MAX_DB_INTEGER,
  textSchema as text,
} from '../http/input-limits';

const money = {
  ...dollarsSchema,
  description: 'Dollars (commas stripped); stored as integer cents',
} as const;
const flag = { type: ['boolean', 'null'] } as const;

const instructions = {
  type: 'object',
  properties: {
    portfolioName: { ...text, description: 'Read-only (from the portfolio)' },
    instructedPerson: text,
    instructedCompany: text,
    streetAddress: text,
    suburb: text,
    state: text,
    postCode: text,
    reliantParty: { ...text, description: 'Tax paying entity (required to complete the report)' },
    instructionRef: text,
    instructionDate: date,
    inspectionDate: date,
    depreciationMethodId: {
      ...id,
      description:
        'Changing it moves the category 40 and AD assets to the new method in the same transaction',
    },
    fundCode: { ...text, description: 'Read-only (from the fund)' },
    propertyCode: { ...text, description: 'Read-only (from the property)' },
    lowValuePoolFlag: flag,
  },
} as const;

const propertyInfo = {
  type: 'object',
  properties: {
    lotNumber: { ...text, description: 'Read-only (from the property)' },
    propertyName: { ...text, description: 'Read-only (from the property)' },
    streetAddress: { ...text, description: 'Read-only (from the property)' },
    suburb: { ...text, description: 'Read-only (from the property)' },
    state: { ...text, description: 'Read-only (from the property)' },
    postCode: { ...text, description: 'Read-only (from the property)' },
    masterId: {
      ...text,
      description: 'Read-only: the master property record; reports of one property share it',
    },
    startClaimDate: date,
    vendorEntity: text,
    exchangeDate: date,
    purchasePrice: { ...money, description: 'Dollars, non-negative, at most 16 characters formatted' },
    unimprovedLandValue: { ...money, description: 'Dollars, non-negative, at most 16 characters formatted' },
    settlementDate: date,
    buildingPeriodAtReportDate: text,
  },
} as const;

const reportingInfo = {
  type: 'object',
  properties: {
    qsSurveyor: { ...text, description: 'Read-only' },
    qsChecker: { ...text, description: 'Follows qsCheckerId' },
    qsCheckerId: { ...id, description: 'An existing user' },
    qsReference: text,
    qsOffice: { ...text, description: 'Read-only' },
    reportType: { ...text, description: 'Read-only' },
    assessmentDate: date,
    eofyReportDate: { ...date, description: 'A 30 June (YYYY-06-30)' },
    reportName: { ...text, description: 'Spec 9: at most 1000 characters' },
  },
} as const;

const versionProperty = {
  type: 'integer',
  minimum: 1,
  maximum: MAX_DB_INTEGER,
  description:
    'Version of the report as read. Send it back on PUT: the save then changes only the fields this client ' +
    'changed since that version, and keeps concurrent changes of other fields by others.',
} as const;

export const reportSchema = {
  type: 'object',
  required: ['depreciationReportId', 'instructions', 'propertyInfo', 'reportingInfo', 'readOnly', 'version'],
  properties: {
    depreciationReportId: { type: 'integer' },
    statusId: id,
    status: text,
    reportStatusId: id,
    reportStatus: text,
    instructions,
    propertyInfo,
    reportingInfo,
    readOnly: {
      type: 'boolean',
      description: 'True when the status is Completed; every write is then refused',
    },
    version: versionProperty,
  },
} as const;

export const reportUpdateSchema = {
  type: 'object',
  required: ['depreciationReportId', 'instructions', 'propertyInfo', 'reportingInfo'],
  properties: {
    depreciationReportId: idSchema,
    statusId: { ...id, description: 'Passed through unchanged: this call does not change statuses' },
    status: text,
    reportStatusId: id,
    reportStatus: text,
    instructions,
    propertyInfo,
    reportingInfo,
    version: { ...versionProperty, type: ['integer', 'null'] },
  },
} as const;
