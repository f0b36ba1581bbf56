export { anfallstellenFeature } from './feature';
export { anfallstellenPaths } from './anfallstellenPaths';
