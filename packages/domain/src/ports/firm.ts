import type {
  Firm,
  FirmLogoFile,
  FirmSave,
  Office,
  OfficeSave,
  OwnRegistrationAnswer,
} from '../api/firm-calls';
import type { ApiFailure } from './api-client';

/**
 * The firm's calls (issue 25 item 1; docs/product/administration.md "The firm"), one to one. A failure answers null
 * and `lastFailure()` says why; `deleteOffice` answers true once deleted.
 */
export interface FirmPort {
  firm(): Promise<Firm | null>;
  logo(): Promise<FirmLogoFile | null>;
  saveFirm(save: FirmSave): Promise<Firm | null>;
  saveLogo(file: FirmLogoFile): Promise<Firm | null>;
  removeLogo(): Promise<Firm | null>;
  offices(): Promise<Office[] | null>;
  createOffice(save: OfficeSave): Promise<Office | null>;
  changeOffice(officeId: number, save: OfficeSave): Promise<Office | null>;
  deleteOffice(officeId: number): Promise<boolean>;
  ownRegistration(): Promise<OwnRegistrationAnswer | null>;
  saveOwnRegistration(taxAgentRegistrationNumber: string): Promise<OwnRegistrationAnswer | null>;
  lastFailure(): ApiFailure | null;
}
