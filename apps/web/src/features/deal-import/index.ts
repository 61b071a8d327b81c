export { ImportManagement, type ImportManagementProps } from './components/ImportManagement';
