export { LOCAL_S3_CREDENTIALS, startLocalS3Server, type LocalS3Server } from './local-s3-server';
