import { graphql } from '../../../gql/curator';

export const ImportOverviewQuery = graphql(`
  query ImportOverview {
    importOverview {
      pageId
      hasAccessToken
      nextRunAt
      runs {
        ...ImportRunList_run
      }
    }
  }
`);

export const SaveImportPageIdMutation = graphql(`
  mutation SaveImportPageId($pageId: String!) {
    saveImportPageId(pageId: $pageId)
  }
`);

export const RunDealImportMutation = graphql(`
  mutation RunDealImport($trigger: ImportTrigger!) {
    runDealImport(trigger: $trigger) {
      imported
      notImported
      message
      finished
    }
  }
`);
