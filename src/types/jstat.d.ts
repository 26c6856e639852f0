/**
 * The part of jStat (https://github.com/jstat/jstat, MIT) this project
 * uses: Student's t quantile. jStat ships no type declarations.
 */
declare module 'jstat' {
  /** jStat's namespace object (CommonJS default export). */
  const jStat: {
    studentt: {
      /** Quantile of Student's t with `dof` degrees of freedom at probability `p` (0 < p < 1). */
      inv(p: number, dof: number): number
    }
  }
  export default jStat
}
