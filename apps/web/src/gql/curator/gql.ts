/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Login($username: String!, $password: String!, $redirectTo: String) {\n    login(username: $username, password: $password, redirectTo: $redirectTo) {\n      ok\n      redirectTo\n      message\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($username: String!, $password: String!, $redirectTo: String) {\n    register(username: $username, password: $password, redirectTo: $redirectTo) {\n      ok\n      redirectTo\n      message\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query ChannelsOverview {\n    channels {\n      name\n      configured\n      variables\n      state\n      lastError\n      failedAt\n      pausedUntil\n    }\n    channelPosts {\n      dealId\n      dealTitle\n      channel\n      state\n      remoteUrl\n      postedAt\n      lastError\n    }\n  }\n": typeof types.ChannelsOverviewDocument,
    "\n  mutation RetryChannelPost($dealId: Int!, $channel: String!) {\n    retryChannelPost(dealId: $dealId, channel: $channel)\n  }\n": typeof types.RetryChannelPostDocument,
    "\n  fragment AdminDealList_deal on Deal {\n    ...DealEditDialog_deal\n    price\n    originalPrice\n    percentOff\n    imageUrl\n    tagline\n    category\n    clicks\n    createdAt\n    priceSetAt\n    expired\n    store {\n      slug\n      name\n    }\n  }\n": typeof types.AdminDealList_DealFragmentDoc,
    "\n  fragment DealEditDialog_deal on Deal {\n    id\n    title\n    description\n    affiliateLink\n    expiresAt\n    publishAt\n    postToChannels\n  }\n": typeof types.DealEditDialog_DealFragmentDoc,
    "\n  fragment NotCheckedLinks_check on DealLinkCheck {\n    deal {\n      id\n      title\n      description\n    }\n    reason\n  }\n": typeof types.NotCheckedLinks_CheckFragmentDoc,
    "\n  query AdminDeals(\n    $category: DealCategory\n    $search: String\n    $expiry: DealExpiry!\n    $limit: Int!\n    $offset: Int!\n  ) {\n    deals(category: $category, search: $search, expiry: $expiry, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...AdminDealList_deal\n      }\n    }\n  }\n": typeof types.AdminDealsDocument,
    "\n  mutation CreateDeal($input: CreateDealInput!) {\n    createDeal(input: $input) {\n      ...AdminDealList_deal\n    }\n  }\n": typeof types.CreateDealDocument,
    "\n  mutation UpdateDeal($id: ID!, $input: UpdateDealInput!) {\n    updateDeal(id: $id, input: $input) {\n      ...AdminDealList_deal\n      lowestPostedPrice\n    }\n  }\n": typeof types.UpdateDealDocument,
    "\n  mutation DeleteDeal($id: ID!) {\n    deleteDeal(id: $id)\n  }\n": typeof types.DeleteDealDocument,
    "\n  mutation ClearDeals {\n    clearDeals\n  }\n": typeof types.ClearDealsDocument,
    "\n  mutation ExpireDeal($id: ID!) {\n    expireDeal(id: $id) {\n      ...AdminDealList_deal\n      lowestPostedPrice\n    }\n  }\n": typeof types.ExpireDealDocument,
    "\n  mutation BringBackDeal($id: ID!) {\n    updateDeal(id: $id, input: { expiresAt: null }) {\n      ...AdminDealList_deal\n      lowestPostedPrice\n    }\n  }\n": typeof types.BringBackDealDocument,
    "\n  query BrokenLinks {\n    linkHealth {\n      counts {\n        ok\n        broken\n        unknown\n        notChecked\n      }\n      running\n      lastFinishedAt\n      lastRun {\n        id\n        startedAt\n        finishedAt\n      }\n      nextRunAt\n    }\n    dealLinkChecks(status: BROKEN) {\n      deal {\n        ...DealEditDialog_deal\n      }\n      status\n      httpStatus\n      reason\n      finalUrl\n      checkedAt\n    }\n    notCheckedLinks: dealLinkChecks(status: NOT_CHECKED) {\n      ...NotCheckedLinks_check\n    }\n  }\n": typeof types.BrokenLinksDocument,
    "\n  mutation CheckDealLinks {\n    checkDealLinks {\n      started\n      message\n    }\n  }\n": typeof types.CheckDealLinksDocument,
    "\n  query ReportedDeals {\n    reportedDeals {\n      deal {\n        ...DealEditDialog_deal\n      }\n      expiredReports\n      priceReports\n      linkReports\n      total\n      reported\n      lastReportedAt\n    }\n  }\n": typeof types.ReportedDealsDocument,
    "\n  mutation DismissDealReports($id: ID!) {\n    dismissDealReports(id: $id)\n  }\n": typeof types.DismissDealReportsDocument,
    "\n  fragment ImportRunList_run on ImportRun {\n    id\n    trigger\n    status\n    startedAt\n    imported\n    notImported\n    message\n    notImportedPosts {\n      postId\n      reason\n    }\n  }\n": typeof types.ImportRunList_RunFragmentDoc,
    "\n  query ImportOverview {\n    importOverview {\n      pageId\n      hasAccessToken\n      nextRunAt\n      runs {\n        ...ImportRunList_run\n      }\n    }\n  }\n": typeof types.ImportOverviewDocument,
    "\n  mutation SaveImportPageId($pageId: String!) {\n    saveImportPageId(pageId: $pageId)\n  }\n": typeof types.SaveImportPageIdDocument,
    "\n  mutation RunDealImport($trigger: ImportTrigger!) {\n    runDealImport(trigger: $trigger) {\n      imported\n      notImported\n      message\n      finished\n    }\n  }\n": typeof types.RunDealImportDocument,
    "\n  query AdminStores {\n    stores {\n      slug\n      name\n      domain\n      liveDeals\n    }\n  }\n": typeof types.AdminStoresDocument,
    "\n  mutation RenameStore($slug: String!, $name: String!) {\n    renameStore(slug: $slug, name: $name) {\n      slug\n      name\n      domain\n      liveDeals\n    }\n  }\n": typeof types.RenameStoreDocument,
    "\n  fragment DigestRunTable_run on DigestRun {\n    id\n    frequency\n    trigger\n    startedAt\n    finishedAt\n    sent\n    skipped\n    failed\n  }\n": typeof types.DigestRunTable_RunFragmentDoc,
    "\n  query EmailDelivery {\n    emailDelivery {\n      mailConfigured\n      confirmedCount\n      pendingCount\n      pausedCount\n      alertCount\n      alertSubscriberCount\n      alertMailsLastDay\n      recentRuns {\n        ...DigestRunTable_run\n      }\n    }\n  }\n": typeof types.EmailDeliveryDocument,
    "\n  mutation RunDigest($frequency: String!) {\n    runDigest(frequency: $frequency) {\n      sent\n      skipped\n      failed\n    }\n  }\n": typeof types.RunDigestDocument,
    "\n  mutation SendTestDigest($email: String!) {\n    sendTestDigest(email: $email)\n  }\n": typeof types.SendTestDigestDocument,
    "\n  query PushDelivery {\n    pushDelivery {\n      followers\n      recentFanouts {\n        dealId\n        dealTitle\n        startedAt\n        finishedAt\n        sent\n        removed\n        failed\n      }\n    }\n  }\n": typeof types.PushDeliveryDocument,
};
const documents: Documents = {
    "\n  mutation Login($username: String!, $password: String!, $redirectTo: String) {\n    login(username: $username, password: $password, redirectTo: $redirectTo) {\n      ok\n      redirectTo\n      message\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($username: String!, $password: String!, $redirectTo: String) {\n    register(username: $username, password: $password, redirectTo: $redirectTo) {\n      ok\n      redirectTo\n      message\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query ChannelsOverview {\n    channels {\n      name\n      configured\n      variables\n      state\n      lastError\n      failedAt\n      pausedUntil\n    }\n    channelPosts {\n      dealId\n      dealTitle\n      channel\n      state\n      remoteUrl\n      postedAt\n      lastError\n    }\n  }\n": types.ChannelsOverviewDocument,
    "\n  mutation RetryChannelPost($dealId: Int!, $channel: String!) {\n    retryChannelPost(dealId: $dealId, channel: $channel)\n  }\n": types.RetryChannelPostDocument,
    "\n  fragment AdminDealList_deal on Deal {\n    ...DealEditDialog_deal\n    price\n    originalPrice\n    percentOff\n    imageUrl\n    tagline\n    category\n    clicks\n    createdAt\n    priceSetAt\n    expired\n    store {\n      slug\n      name\n    }\n  }\n": types.AdminDealList_DealFragmentDoc,
    "\n  fragment DealEditDialog_deal on Deal {\n    id\n    title\n    description\n    affiliateLink\n    expiresAt\n    publishAt\n    postToChannels\n  }\n": types.DealEditDialog_DealFragmentDoc,
    "\n  fragment NotCheckedLinks_check on DealLinkCheck {\n    deal {\n      id\n      title\n      description\n    }\n    reason\n  }\n": types.NotCheckedLinks_CheckFragmentDoc,
    "\n  query AdminDeals(\n    $category: DealCategory\n    $search: String\n    $expiry: DealExpiry!\n    $limit: Int!\n    $offset: Int!\n  ) {\n    deals(category: $category, search: $search, expiry: $expiry, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...AdminDealList_deal\n      }\n    }\n  }\n": types.AdminDealsDocument,
    "\n  mutation CreateDeal($input: CreateDealInput!) {\n    createDeal(input: $input) {\n      ...AdminDealList_deal\n    }\n  }\n": types.CreateDealDocument,
    "\n  mutation UpdateDeal($id: ID!, $input: UpdateDealInput!) {\n    updateDeal(id: $id, input: $input) {\n      ...AdminDealList_deal\n      lowestPostedPrice\n    }\n  }\n": types.UpdateDealDocument,
    "\n  mutation DeleteDeal($id: ID!) {\n    deleteDeal(id: $id)\n  }\n": types.DeleteDealDocument,
    "\n  mutation ClearDeals {\n    clearDeals\n  }\n": types.ClearDealsDocument,
    "\n  mutation ExpireDeal($id: ID!) {\n    expireDeal(id: $id) {\n      ...AdminDealList_deal\n      lowestPostedPrice\n    }\n  }\n": types.ExpireDealDocument,
    "\n  mutation BringBackDeal($id: ID!) {\n    updateDeal(id: $id, input: { expiresAt: null }) {\n      ...AdminDealList_deal\n      lowestPostedPrice\n    }\n  }\n": types.BringBackDealDocument,
    "\n  query BrokenLinks {\n    linkHealth {\n      counts {\n        ok\n        broken\n        unknown\n        notChecked\n      }\n      running\n      lastFinishedAt\n      lastRun {\n        id\n        startedAt\n        finishedAt\n      }\n      nextRunAt\n    }\n    dealLinkChecks(status: BROKEN) {\n      deal {\n        ...DealEditDialog_deal\n      }\n      status\n      httpStatus\n      reason\n      finalUrl\n      checkedAt\n    }\n    notCheckedLinks: dealLinkChecks(status: NOT_CHECKED) {\n      ...NotCheckedLinks_check\n    }\n  }\n": types.BrokenLinksDocument,
    "\n  mutation CheckDealLinks {\n    checkDealLinks {\n      started\n      message\n    }\n  }\n": types.CheckDealLinksDocument,
    "\n  query ReportedDeals {\n    reportedDeals {\n      deal {\n        ...DealEditDialog_deal\n      }\n      expiredReports\n      priceReports\n      linkReports\n      total\n      reported\n      lastReportedAt\n    }\n  }\n": types.ReportedDealsDocument,
    "\n  mutation DismissDealReports($id: ID!) {\n    dismissDealReports(id: $id)\n  }\n": types.DismissDealReportsDocument,
    "\n  fragment ImportRunList_run on ImportRun {\n    id\n    trigger\n    status\n    startedAt\n    imported\n    notImported\n    message\n    notImportedPosts {\n      postId\n      reason\n    }\n  }\n": types.ImportRunList_RunFragmentDoc,
    "\n  query ImportOverview {\n    importOverview {\n      pageId\n      hasAccessToken\n      nextRunAt\n      runs {\n        ...ImportRunList_run\n      }\n    }\n  }\n": types.ImportOverviewDocument,
    "\n  mutation SaveImportPageId($pageId: String!) {\n    saveImportPageId(pageId: $pageId)\n  }\n": types.SaveImportPageIdDocument,
    "\n  mutation RunDealImport($trigger: ImportTrigger!) {\n    runDealImport(trigger: $trigger) {\n      imported\n      notImported\n      message\n      finished\n    }\n  }\n": types.RunDealImportDocument,
    "\n  query AdminStores {\n    stores {\n      slug\n      name\n      domain\n      liveDeals\n    }\n  }\n": types.AdminStoresDocument,
    "\n  mutation RenameStore($slug: String!, $name: String!) {\n    renameStore(slug: $slug, name: $name) {\n      slug\n      name\n      domain\n      liveDeals\n    }\n  }\n": types.RenameStoreDocument,
    "\n  fragment DigestRunTable_run on DigestRun {\n    id\n    frequency\n    trigger\n    startedAt\n    finishedAt\n    sent\n    skipped\n    failed\n  }\n": types.DigestRunTable_RunFragmentDoc,
    "\n  query EmailDelivery {\n    emailDelivery {\n      mailConfigured\n      confirmedCount\n      pendingCount\n      pausedCount\n      alertCount\n      alertSubscriberCount\n      alertMailsLastDay\n      recentRuns {\n        ...DigestRunTable_run\n      }\n    }\n  }\n": types.EmailDeliveryDocument,
    "\n  mutation RunDigest($frequency: String!) {\n    runDigest(frequency: $frequency) {\n      sent\n      skipped\n      failed\n    }\n  }\n": types.RunDigestDocument,
    "\n  mutation SendTestDigest($email: String!) {\n    sendTestDigest(email: $email)\n  }\n": types.SendTestDigestDocument,
    "\n  query PushDelivery {\n    pushDelivery {\n      followers\n      recentFanouts {\n        dealId\n        dealTitle\n        startedAt\n        finishedAt\n        sent\n        removed\n        failed\n      }\n    }\n  }\n": types.PushDeliveryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!, $redirectTo: String) {\n    login(username: $username, password: $password, redirectTo: $redirectTo) {\n      ok\n      redirectTo\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Login($username: String!, $password: String!, $redirectTo: String) {\n    login(username: $username, password: $password, redirectTo: $redirectTo) {\n      ok\n      redirectTo\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($username: String!, $password: String!, $redirectTo: String) {\n    register(username: $username, password: $password, redirectTo: $redirectTo) {\n      ok\n      redirectTo\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Register($username: String!, $password: String!, $redirectTo: String) {\n    register(username: $username, password: $password, redirectTo: $redirectTo) {\n      ok\n      redirectTo\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelsOverview {\n    channels {\n      name\n      configured\n      variables\n      state\n      lastError\n      failedAt\n      pausedUntil\n    }\n    channelPosts {\n      dealId\n      dealTitle\n      channel\n      state\n      remoteUrl\n      postedAt\n      lastError\n    }\n  }\n"): (typeof documents)["\n  query ChannelsOverview {\n    channels {\n      name\n      configured\n      variables\n      state\n      lastError\n      failedAt\n      pausedUntil\n    }\n    channelPosts {\n      dealId\n      dealTitle\n      channel\n      state\n      remoteUrl\n      postedAt\n      lastError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryChannelPost($dealId: Int!, $channel: String!) {\n    retryChannelPost(dealId: $dealId, channel: $channel)\n  }\n"): (typeof documents)["\n  mutation RetryChannelPost($dealId: Int!, $channel: String!) {\n    retryChannelPost(dealId: $dealId, channel: $channel)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminDealList_deal on Deal {\n    ...DealEditDialog_deal\n    price\n    originalPrice\n    percentOff\n    imageUrl\n    tagline\n    category\n    clicks\n    createdAt\n    priceSetAt\n    expired\n    store {\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AdminDealList_deal on Deal {\n    ...DealEditDialog_deal\n    price\n    originalPrice\n    percentOff\n    imageUrl\n    tagline\n    category\n    clicks\n    createdAt\n    priceSetAt\n    expired\n    store {\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DealEditDialog_deal on Deal {\n    id\n    title\n    description\n    affiliateLink\n    expiresAt\n    publishAt\n    postToChannels\n  }\n"): (typeof documents)["\n  fragment DealEditDialog_deal on Deal {\n    id\n    title\n    description\n    affiliateLink\n    expiresAt\n    publishAt\n    postToChannels\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotCheckedLinks_check on DealLinkCheck {\n    deal {\n      id\n      title\n      description\n    }\n    reason\n  }\n"): (typeof documents)["\n  fragment NotCheckedLinks_check on DealLinkCheck {\n    deal {\n      id\n      title\n      description\n    }\n    reason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDeals(\n    $category: DealCategory\n    $search: String\n    $expiry: DealExpiry!\n    $limit: Int!\n    $offset: Int!\n  ) {\n    deals(category: $category, search: $search, expiry: $expiry, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...AdminDealList_deal\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDeals(\n    $category: DealCategory\n    $search: String\n    $expiry: DealExpiry!\n    $limit: Int!\n    $offset: Int!\n  ) {\n    deals(category: $category, search: $search, expiry: $expiry, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...AdminDealList_deal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDeal($input: CreateDealInput!) {\n    createDeal(input: $input) {\n      ...AdminDealList_deal\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDeal($input: CreateDealInput!) {\n    createDeal(input: $input) {\n      ...AdminDealList_deal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDeal($id: ID!, $input: UpdateDealInput!) {\n    updateDeal(id: $id, input: $input) {\n      ...AdminDealList_deal\n      lowestPostedPrice\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDeal($id: ID!, $input: UpdateDealInput!) {\n    updateDeal(id: $id, input: $input) {\n      ...AdminDealList_deal\n      lowestPostedPrice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDeal($id: ID!) {\n    deleteDeal(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteDeal($id: ID!) {\n    deleteDeal(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearDeals {\n    clearDeals\n  }\n"): (typeof documents)["\n  mutation ClearDeals {\n    clearDeals\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExpireDeal($id: ID!) {\n    expireDeal(id: $id) {\n      ...AdminDealList_deal\n      lowestPostedPrice\n    }\n  }\n"): (typeof documents)["\n  mutation ExpireDeal($id: ID!) {\n    expireDeal(id: $id) {\n      ...AdminDealList_deal\n      lowestPostedPrice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BringBackDeal($id: ID!) {\n    updateDeal(id: $id, input: { expiresAt: null }) {\n      ...AdminDealList_deal\n      lowestPostedPrice\n    }\n  }\n"): (typeof documents)["\n  mutation BringBackDeal($id: ID!) {\n    updateDeal(id: $id, input: { expiresAt: null }) {\n      ...AdminDealList_deal\n      lowestPostedPrice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrokenLinks {\n    linkHealth {\n      counts {\n        ok\n        broken\n        unknown\n        notChecked\n      }\n      running\n      lastFinishedAt\n      lastRun {\n        id\n        startedAt\n        finishedAt\n      }\n      nextRunAt\n    }\n    dealLinkChecks(status: BROKEN) {\n      deal {\n        ...DealEditDialog_deal\n      }\n      status\n      httpStatus\n      reason\n      finalUrl\n      checkedAt\n    }\n    notCheckedLinks: dealLinkChecks(status: NOT_CHECKED) {\n      ...NotCheckedLinks_check\n    }\n  }\n"): (typeof documents)["\n  query BrokenLinks {\n    linkHealth {\n      counts {\n        ok\n        broken\n        unknown\n        notChecked\n      }\n      running\n      lastFinishedAt\n      lastRun {\n        id\n        startedAt\n        finishedAt\n      }\n      nextRunAt\n    }\n    dealLinkChecks(status: BROKEN) {\n      deal {\n        ...DealEditDialog_deal\n      }\n      status\n      httpStatus\n      reason\n      finalUrl\n      checkedAt\n    }\n    notCheckedLinks: dealLinkChecks(status: NOT_CHECKED) {\n      ...NotCheckedLinks_check\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckDealLinks {\n    checkDealLinks {\n      started\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CheckDealLinks {\n    checkDealLinks {\n      started\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportedDeals {\n    reportedDeals {\n      deal {\n        ...DealEditDialog_deal\n      }\n      expiredReports\n      priceReports\n      linkReports\n      total\n      reported\n      lastReportedAt\n    }\n  }\n"): (typeof documents)["\n  query ReportedDeals {\n    reportedDeals {\n      deal {\n        ...DealEditDialog_deal\n      }\n      expiredReports\n      priceReports\n      linkReports\n      total\n      reported\n      lastReportedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissDealReports($id: ID!) {\n    dismissDealReports(id: $id)\n  }\n"): (typeof documents)["\n  mutation DismissDealReports($id: ID!) {\n    dismissDealReports(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImportRunList_run on ImportRun {\n    id\n    trigger\n    status\n    startedAt\n    imported\n    notImported\n    message\n    notImportedPosts {\n      postId\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment ImportRunList_run on ImportRun {\n    id\n    trigger\n    status\n    startedAt\n    imported\n    notImported\n    message\n    notImportedPosts {\n      postId\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportOverview {\n    importOverview {\n      pageId\n      hasAccessToken\n      nextRunAt\n      runs {\n        ...ImportRunList_run\n      }\n    }\n  }\n"): (typeof documents)["\n  query ImportOverview {\n    importOverview {\n      pageId\n      hasAccessToken\n      nextRunAt\n      runs {\n        ...ImportRunList_run\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveImportPageId($pageId: String!) {\n    saveImportPageId(pageId: $pageId)\n  }\n"): (typeof documents)["\n  mutation SaveImportPageId($pageId: String!) {\n    saveImportPageId(pageId: $pageId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunDealImport($trigger: ImportTrigger!) {\n    runDealImport(trigger: $trigger) {\n      imported\n      notImported\n      message\n      finished\n    }\n  }\n"): (typeof documents)["\n  mutation RunDealImport($trigger: ImportTrigger!) {\n    runDealImport(trigger: $trigger) {\n      imported\n      notImported\n      message\n      finished\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStores {\n    stores {\n      slug\n      name\n      domain\n      liveDeals\n    }\n  }\n"): (typeof documents)["\n  query AdminStores {\n    stores {\n      slug\n      name\n      domain\n      liveDeals\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameStore($slug: String!, $name: String!) {\n    renameStore(slug: $slug, name: $name) {\n      slug\n      name\n      domain\n      liveDeals\n    }\n  }\n"): (typeof documents)["\n  mutation RenameStore($slug: String!, $name: String!) {\n    renameStore(slug: $slug, name: $name) {\n      slug\n      name\n      domain\n      liveDeals\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DigestRunTable_run on DigestRun {\n    id\n    frequency\n    trigger\n    startedAt\n    finishedAt\n    sent\n    skipped\n    failed\n  }\n"): (typeof documents)["\n  fragment DigestRunTable_run on DigestRun {\n    id\n    frequency\n    trigger\n    startedAt\n    finishedAt\n    sent\n    skipped\n    failed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailDelivery {\n    emailDelivery {\n      mailConfigured\n      confirmedCount\n      pendingCount\n      pausedCount\n      alertCount\n      alertSubscriberCount\n      alertMailsLastDay\n      recentRuns {\n        ...DigestRunTable_run\n      }\n    }\n  }\n"): (typeof documents)["\n  query EmailDelivery {\n    emailDelivery {\n      mailConfigured\n      confirmedCount\n      pendingCount\n      pausedCount\n      alertCount\n      alertSubscriberCount\n      alertMailsLastDay\n      recentRuns {\n        ...DigestRunTable_run\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunDigest($frequency: String!) {\n    runDigest(frequency: $frequency) {\n      sent\n      skipped\n      failed\n    }\n  }\n"): (typeof documents)["\n  mutation RunDigest($frequency: String!) {\n    runDigest(frequency: $frequency) {\n      sent\n      skipped\n      failed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestDigest($email: String!) {\n    sendTestDigest(email: $email)\n  }\n"): (typeof documents)["\n  mutation SendTestDigest($email: String!) {\n    sendTestDigest(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushDelivery {\n    pushDelivery {\n      followers\n      recentFanouts {\n        dealId\n        dealTitle\n        startedAt\n        finishedAt\n        sent\n        removed\n        failed\n      }\n    }\n  }\n"): (typeof documents)["\n  query PushDelivery {\n    pushDelivery {\n      followers\n      recentFanouts {\n        dealId\n        dealTitle\n        startedAt\n        finishedAt\n        sent\n        removed\n        failed\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;