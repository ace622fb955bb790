/** Reads of `users` shared by the service's sign-in and `taxdep token`. */
export {
  civilDateIn,
  FIRM_TIME_ZONE,
  findUserByEmail,
  findUserWhere,
  policyAcceptedDateOf,
  type UserByEmail,
} from './user-by-email';
