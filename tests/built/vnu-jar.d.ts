/** The registry's vnu-jar: the path of the W3C Nu Html Checker's jar (a String object). */
declare module "vnu-jar" {
  const jar: string;
  export default jar;
}
