import type { Firm, FirmLogoFile, FirmSave, Office, OfficeSave, OwnRegistrationAnswer } from '@taxdep/domain';
import type { ApiClient, ApiFailure, FirmPort } from '@taxdep/domain/ports';
import { callApi } from './contract-call';

/** FirmPort over the ApiClient port: the firm's calls of firm-calls.ts, one to one (issue 25 item 1). */
export class HttpFirmPort implements FirmPort {
  constructor(private readonly api: ApiClient) {}

  firm(): Promise<Firm | null> {
    return callApi(this.api, 'GET /firm');
  }

  logo(): Promise<FirmLogoFile | null> {
    return callApi(this.api, 'GET /firm/logo');
  }

  saveFirm(save: FirmSave): Promise<Firm | null> {
    return callApi(this.api, 'PUT /admin/firm', { body: save });
  }

  saveLogo(file: FirmLogoFile): Promise<Firm | null> {
    return callApi(this.api, 'PUT /admin/firm/logo', { body: file });
  }

  removeLogo(): Promise<Firm | null> {
    return callApi(this.api, 'DELETE /admin/firm/logo');
  }

  offices(): Promise<Office[] | null> {
    return callApi(this.api, 'GET /admin/offices');
  }

  createOffice(save: OfficeSave): Promise<Office | null> {
    return callApi(this.api, 'POST /admin/offices', { body: save });
  }

  changeOffice(officeId: number, save: OfficeSave): Promise<Office | null> {
    return callApi(this.api, 'PUT /admin/offices/{officeId}', { params: { officeId }, body: save });
  }

  async deleteOffice(officeId: number): Promise<boolean> {
    return (await callApi(this.api, 'DELETE /admin/offices/{officeId}', { params: { officeId } })) !== null;
  }

  ownRegistration(): Promise<OwnRegistrationAnswer | null> {
    return callApi(this.api, 'GET /users/me/registration');
  }

  saveOwnRegistration(taxAgentRegistrationNumber: string): Promise<OwnRegistrationAnswer | null> {
    return callApi(this.api, 'PUT /users/me/registration', { body: { taxAgentRegistrationNumber } });
  }

  lastFailure(): ApiFailure | null {
    return this.api.lastFailure();
  }
}
