export { isUniqueViolation } from '@deal-site/database';
