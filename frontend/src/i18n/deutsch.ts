import { auftraegeDeutsch, statetransitionDeutsch } from './auftraegeDeutsch';
import { fehlerDeutsch, erfolgDeutsch } from './fehlerDeutsch';
import { portalDeutsch } from './portalDeutsch';
import { raDeutsch } from './raDeutsch';

/** The whole German catalogue: react-admin's keys plus the portal's own. */
export const deutsch = {
  ra: raDeutsch,
  ...portalDeutsch,
  auftraege: auftraegeDeutsch,
  statetransition: statetransitionDeutsch,
  fehler: fehlerDeutsch,
  erfolg: erfolgDeutsch,
};
