import { expect, type Page } from '@playwright/test';

/**
 * The portal's own calls from a spec, with the product token of the user signed in on `page` (sessionStorage, as
 * the web keeps it): for a spec to make the data it needs instead of relying on what other specs left (issue 24).
 */
export async function portalApi(page: Page) {
  const token = (await page.evaluate(() => sessionStorage.getItem('productToken'))) ?? '';
  return async <T>(method: string, path: string, data?: object): Promise<T> => {
    const response = await page.request.fetch(`/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      ...(data ? { data } : {}),
    });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
}

/**
 * A new report of the signed-in surveyor for a new property (issue 15's new work), checked by the staff member
 * named `checkerFirstName`, with General Info complete as a submit asks (tax paying entity, low-value pool,
 * assessment date), and `assets` imported in one upload (issue 13's call, rows keyed by the import headings).
 */
export async function newReport(
  page: Page,
  options: {
    propertyName: string;
    checkerFirstName: string;
    assets: Record<string, string>[];
    uploadId: string;
  },
): Promise<number> {
  const api = await portalApi(page);
  const me = await api<{ userId: number }>('GET', '/users/me');
  const staff = await api<Array<{ userId: number; firstName: string }>>('GET', '/users/staff');
  const checker = staff.find((member) => member.firstName === options.checkerFirstName);
  const [fund] = await api<Array<{ fundId: number }>>('GET', '/funds/all');
  const [portfolio] = await api<Array<{ portfolioId: number }>>('GET', `/funds/${fund?.fundId}/portfolios`);
  const { depreciationReportId } = await api<{ depreciationReportId: number }>(
    'POST',
    `/portfolios/${portfolio?.portfolioId}/depreciationReports`,
    {
      newProperty: {
        propertyName: options.propertyName,
        streetAddress: `1 ${options.propertyName}`,
        suburb: 'Chatswood',
        state: 'NSW',
        postCode: '2067',
      },
      eofyReportDate: '2025-06-30',
      depreciationMethodId: 2,
      surveyorId: me.userId,
      checkerId: checker?.userId,
      // Issue 25: the facts a report needs before QA (docs/product/general-info.md "Dates and instructions").
      facts: {
        instructedPerson: 'Morgan Lee',
        instructionDate: '2025-07-07',
        inspectionDate: '2025-07-22',
        settlementDate: '2018-05-14',
      },
    },
  );
  const report = await api<{ version: number }>('GET', `/depreciationReports/${depreciationReportId}`);
  await api('PUT', '/depreciationReport', {
    depreciationReportId,
    version: report.version,
    instructions: { reliantParty: `${options.propertyName} Trust`, lowValuePoolFlag: true },
    propertyInfo: {},
    reportingInfo: { assessmentDate: '2025-08-14' },
  });
  await api('POST', `/depreciationReports/${depreciationReportId}/uploadModelAssets`, {
    uploadId: options.uploadId,
    rows: options.assets,
  });
  return depreciationReportId;
}

/** A Division 40 asset as the import file has it (diminishing value, bought in FY 2025). */
export function importedAsset(code: string, description: string): Record<string, string> {
  return {
    'ATO Code': code,
    Category: '40',
    'Asset Description': description,
    Location: 'Level 1',
    'Dep Commencement Date': '02/09/2024',
    'Original Cost': '4800',
    'Dep Method': 'DV',
  };
}
