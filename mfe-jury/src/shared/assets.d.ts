// Images are emitted by webpack as files (asset/resource); importing one yields its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
