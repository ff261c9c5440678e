/** A font imported from code: webpack copies it into public/static and gives its address. */
declare module "*.woff2" {
  const url: string;
  export default url;
}
