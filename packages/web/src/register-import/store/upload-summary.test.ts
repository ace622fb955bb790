import type { UploadAnswer } from '@taxdep/domain';
import { describe, expect, it } from 'vitest';
import { uploadSummary } from './upload-summary';

const answer = (overrides: Partial<UploadAnswer> = {}): UploadAnswer => ({
  uploadId: '00000000-0000-4000-8000-000000000001',
  uploadedCount: 60,
  invalidCount: 0,
  flaggedCount: 0,
  demolitionCount: 0,
  unknownCodes: { taxCodes: [], categories: [], methods: [] },
  alreadyUploaded: false,
  message: '',
  ...overrides,
});

describe('uploadSummary', () => {
  it('the spec’s sentences alone when nothing is left to do', () => {
    expect(uploadSummary(answer())).toBe('60 Records have been successfully uploaded.');
    expect(uploadSummary(answer({ uploadedCount: 0 }))).toBe('No Records have been uploaded.');
    // An answer without its lists still reports the rows taken.
    const bare = { ...answer(), unknownCodes: undefined } as unknown as UploadAnswer;
    expect(uploadSummary(bare)).toBe('60 Records have been successfully uploaded.');
  });

  it('then the rows that need values and the codes left empty', () => {
    const text = uploadSummary(
      answer({
        flaggedCount: 4,
        unknownCodes: {
          taxCodes: ['X1', 'X2', 'X3', 'X4', 'X5', 'X6', 'X7'],
          categories: ['99'],
          methods: ['SL'],
        },
      }),
    );
    expect(text).toBe(
      '60 Records have been successfully uploaded. 4 of them need values before they are calculated: View Errors ' +
        'lists them. ATO Codes not in the tax code table, left empty: X1, X2, X3, X4, X5 and 2 more. Unknown ' +
        'categories, left empty: 99. Unknown methods, left empty: SL.',
    );
  });
});
