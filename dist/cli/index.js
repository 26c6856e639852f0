import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 453:
/***/ (function(module) {

(function (window, factory) {
    if (true) {
        module.exports = factory();
    } else {}
})(this, function () {
var jStat = (function(Math, undefined) {

// For quick reference.
var concat = Array.prototype.concat;
var slice = Array.prototype.slice;
var toString = Object.prototype.toString;

// Calculate correction for IEEE error
// TODO: This calculation can be improved.
function calcRdx(n, m) {
  var val = n > m ? n : m;
  return Math.pow(10,
                  17 - ~~(Math.log(((val > 0) ? val : -val)) * Math.LOG10E));
}


var isArray = Array.isArray || function isArray(arg) {
  return toString.call(arg) === '[object Array]';
};


function isFunction(arg) {
  return toString.call(arg) === '[object Function]';
}


function isNumber(num) {
  return (typeof num === 'number') ? num - num === 0 : false;
}


// Converts the jStat matrix to vector.
function toVector(arr) {
  return concat.apply([], arr);
}


// The one and only jStat constructor.
function jStat() {
  return new jStat._init(arguments);
}


// TODO: Remove after all references in src files have been removed.
jStat.fn = jStat.prototype;


// By separating the initializer from the constructor it's easier to handle
// always returning a new instance whether "new" was used or not.
jStat._init = function _init(args) {
  // If first argument is an array, must be vector or matrix.
  if (isArray(args[0])) {
    // Check if matrix.
    if (isArray(args[0][0])) {
      // See if a mapping function was also passed.
      if (isFunction(args[1]))
        args[0] = jStat.map(args[0], args[1]);
      // Iterate over each is faster than this.push.apply(this, args[0].
      for (var i = 0; i < args[0].length; i++)
        this[i] = args[0][i];
      this.length = args[0].length;

    // Otherwise must be a vector.
    } else {
      this[0] = isFunction(args[1]) ? jStat.map(args[0], args[1]) : args[0];
      this.length = 1;
    }

  // If first argument is number, assume creation of sequence.
  } else if (isNumber(args[0])) {
    this[0] = jStat.seq.apply(null, args);
    this.length = 1;

  // Handle case when jStat object is passed to jStat.
  } else if (args[0] instanceof jStat) {
    // Duplicate the object and pass it back.
    return jStat(args[0].toArray());

  // Unexpected argument value, return empty jStat object.
  // TODO: This is strange behavior. Shouldn't this throw or some such to let
  // the user know they had bad arguments?
  } else {
    this[0] = [];
    this.length = 1;
  }

  return this;
};
jStat._init.prototype = jStat.prototype;
jStat._init.constructor = jStat;


// Utility functions.
// TODO: for internal use only?
jStat.utils = {
  calcRdx: calcRdx,
  isArray: isArray,
  isFunction: isFunction,
  isNumber: isNumber,
  toVector: toVector
};


jStat._random_fn = Math.random;
jStat.setRandom = function setRandom(fn) {
  if (typeof fn !== 'function')
    throw new TypeError('fn is not a function');
  jStat._random_fn = fn;
};


// Easily extend the jStat object.
// TODO: is this seriously necessary?
jStat.extend = function extend(obj) {
  var i, j;

  if (arguments.length === 1) {
    for (j in obj)
      jStat[j] = obj[j];
    return this;
  }

  for (i = 1; i < arguments.length; i++) {
    for (j in arguments[i])
      obj[j] = arguments[i][j];
  }

  return obj;
};


// Returns the number of rows in the matrix.
jStat.rows = function rows(arr) {
  return arr.length || 1;
};


// Returns the number of columns in the matrix.
jStat.cols = function cols(arr) {
  return arr[0].length || 1;
};


// Returns the dimensions of the object { rows: i, cols: j }
jStat.dimensions = function dimensions(arr) {
  return {
    rows: jStat.rows(arr),
    cols: jStat.cols(arr)
  };
};


// Returns a specified row as a vector or return a sub matrix by pick some rows
jStat.row = function row(arr, index) {
  if (isArray(index)) {
    return index.map(function(i) {
      return jStat.row(arr, i);
    })
  }
  return arr[index];
};


// return row as array
// rowa([[1,2],[3,4]],0) -> [1,2]
jStat.rowa = function rowa(arr, i) {
  return jStat.row(arr, i);
};


// Returns the specified column as a vector or return a sub matrix by pick some
// columns
jStat.col = function col(arr, index) {
  if (isArray(index)) {
    var submat = jStat.arange(arr.length).map(function() {
      return new Array(index.length);
    });
    index.forEach(function(ind, i){
      jStat.arange(arr.length).forEach(function(j) {
        submat[j][i] = arr[j][ind];
      });
    });
    return submat;
  }
  var column = new Array(arr.length);
  for (var i = 0; i < arr.length; i++)
    column[i] = [arr[i][index]];
  return column;
};


// return column as array
// cola([[1,2],[3,4]],0) -> [1,3]
jStat.cola = function cola(arr, i) {
  return jStat.col(arr, i).map(function(a){ return a[0] });
};


// Returns the diagonal of the matrix
jStat.diag = function diag(arr) {
  var nrow = jStat.rows(arr);
  var res = new Array(nrow);
  for (var row = 0; row < nrow; row++)
    res[row] = [arr[row][row]];
  return res;
};


// Returns the anti-diagonal of the matrix
jStat.antidiag = function antidiag(arr) {
  var nrow = jStat.rows(arr) - 1;
  var res = new Array(nrow);
  for (var i = 0; nrow >= 0; nrow--, i++)
    res[i] = [arr[i][nrow]];
  return res;
};

// Transpose a matrix or array.
jStat.transpose = function transpose(arr) {
  var obj = [];
  var objArr, rows, cols, j, i;

  // Make sure arr is in matrix format.
  if (!isArray(arr[0]))
    arr = [arr];

  rows = arr.length;
  cols = arr[0].length;

  for (i = 0; i < cols; i++) {
    objArr = new Array(rows);
    for (j = 0; j < rows; j++)
      objArr[j] = arr[j][i];
    obj.push(objArr);
  }

  // If obj is vector, return only single array.
  return obj.length === 1 ? obj[0] : obj;
};


// Map a function to an array or array of arrays.
// "toAlter" is an internal variable.
jStat.map = function map(arr, func, toAlter) {
  var row, nrow, ncol, res, col;

  if (!isArray(arr[0]))
    arr = [arr];

  nrow = arr.length;
  ncol = arr[0].length;
  res = toAlter ? arr : new Array(nrow);

  for (row = 0; row < nrow; row++) {
    // if the row doesn't exist, create it
    if (!res[row])
      res[row] = new Array(ncol);
    for (col = 0; col < ncol; col++)
      res[row][col] = func(arr[row][col], row, col);
  }

  return res.length === 1 ? res[0] : res;
};


// Cumulatively combine the elements of an array or array of arrays using a function.
jStat.cumreduce = function cumreduce(arr, func, toAlter) {
  var row, nrow, ncol, res, col;

  if (!isArray(arr[0]))
    arr = [arr];

  nrow = arr.length;
  ncol = arr[0].length;
  res = toAlter ? arr : new Array(nrow);

  for (row = 0; row < nrow; row++) {
    // if the row doesn't exist, create it
    if (!res[row])
      res[row] = new Array(ncol);
    if (ncol > 0)
      res[row][0] = arr[row][0];
    for (col = 1; col < ncol; col++)
      res[row][col] = func(res[row][col-1], arr[row][col]);
  }
  return res.length === 1 ? res[0] : res;
};


// Destructively alter an array.
jStat.alter = function alter(arr, func) {
  return jStat.map(arr, func, true);
};


// Generate a rows x cols matrix according to the supplied function.
jStat.create = function  create(rows, cols, func) {
  var res = new Array(rows);
  var i, j;

  if (isFunction(cols)) {
    func = cols;
    cols = rows;
  }

  for (i = 0; i < rows; i++) {
    res[i] = new Array(cols);
    for (j = 0; j < cols; j++)
      res[i][j] = func(i, j);
  }

  return res;
};


function retZero() { return 0; }


// Generate a rows x cols matrix of zeros.
jStat.zeros = function zeros(rows, cols) {
  if (!isNumber(cols))
    cols = rows;
  return jStat.create(rows, cols, retZero);
};


function retOne() { return 1; }


// Generate a rows x cols matrix of ones.
jStat.ones = function ones(rows, cols) {
  if (!isNumber(cols))
    cols = rows;
  return jStat.create(rows, cols, retOne);
};


// Generate a rows x cols matrix of uniformly random numbers.
jStat.rand = function rand(rows, cols) {
  if (!isNumber(cols))
    cols = rows;
  return jStat.create(rows, cols, jStat._random_fn);
};


function retIdent(i, j) { return i === j ? 1 : 0; }


// Generate an identity matrix of size row x cols.
jStat.identity = function identity(rows, cols) {
  if (!isNumber(cols))
    cols = rows;
  return jStat.create(rows, cols, retIdent);
};


// Tests whether a matrix is symmetric
jStat.symmetric = function symmetric(arr) {
  var size = arr.length;
  var row, col;

  if (arr.length !== arr[0].length)
    return false;

  for (row = 0; row < size; row++) {
    for (col = 0; col < size; col++)
      if (arr[col][row] !== arr[row][col])
        return false;
  }

  return true;
};


// Set all values to zero.
jStat.clear = function clear(arr) {
  return jStat.alter(arr, retZero);
};


// Generate sequence.
jStat.seq = function seq(min, max, length, func) {
  if (!isFunction(func))
    func = false;

  var arr = [];
  var hival = calcRdx(min, max);
  var step = (max * hival - min * hival) / ((length - 1) * hival);
  var current = min;
  var cnt;

  // Current is assigned using a technique to compensate for IEEE error.
  // TODO: Needs better implementation.
  for (cnt = 0;
       current <= max && cnt < length;
       cnt++, current = (min * hival + step * hival * cnt) / hival) {
    arr.push((func ? func(current, cnt) : current));
  }

  return arr;
};


// arange(5) -> [0,1,2,3,4]
// arange(1,5) -> [1,2,3,4]
// arange(5,1,-1) -> [5,4,3,2]
jStat.arange = function arange(start, end, step) {
  var rl = [];
  var i;
  step = step || 1;
  if (end === undefined) {
    end = start;
    start = 0;
  }
  if (start === end || step === 0) {
    return [];
  }
  if (start < end && step < 0) {
    return [];
  }
  if (start > end && step > 0) {
    return [];
  }
  if (step > 0) {
    for (i = start; i < end; i += step) {
      rl.push(i);
    }
  } else {
    for (i = start; i > end; i += step) {
      rl.push(i);
    }
  }
  return rl;
};


// A=[[1,2,3],[4,5,6],[7,8,9]]
// slice(A,{row:{end:2},col:{start:1}}) -> [[2,3],[5,6]]
// slice(A,1,{start:1}) -> [5,6]
// as numpy code A[:2,1:]
jStat.slice = (function(){
  function _slice(list, start, end, step) {
    // note it's not equal to range.map mode it's a bug
    var i;
    var rl = [];
    var length = list.length;
    if (start === undefined && end === undefined && step === undefined) {
      return jStat.copy(list);
    }

    start = start || 0;
    end = end || list.length;
    start = start >= 0 ? start : length + start;
    end = end >= 0 ? end : length + end;
    step = step || 1;
    if (start === end || step === 0) {
      return [];
    }
    if (start < end && step < 0) {
      return [];
    }
    if (start > end && step > 0) {
      return [];
    }
    if (step > 0) {
      for (i = start; i < end; i += step) {
        rl.push(list[i]);
      }
    } else {
      for (i = start; i > end;i += step) {
        rl.push(list[i]);
      }
    }
    return rl;
  }

  function slice(list, rcSlice) {
    var colSlice, rowSlice;
    rcSlice = rcSlice || {};
    if (isNumber(rcSlice.row)) {
      if (isNumber(rcSlice.col))
        return list[rcSlice.row][rcSlice.col];
      var row = jStat.rowa(list, rcSlice.row);
      colSlice = rcSlice.col || {};
      return _slice(row, colSlice.start, colSlice.end, colSlice.step);
    }

    if (isNumber(rcSlice.col)) {
      var col = jStat.cola(list, rcSlice.col);
      rowSlice = rcSlice.row || {};
      return _slice(col, rowSlice.start, rowSlice.end, rowSlice.step);
    }

    rowSlice = rcSlice.row || {};
    colSlice = rcSlice.col || {};
    var rows = _slice(list, rowSlice.start, rowSlice.end, rowSlice.step);
    return rows.map(function(row) {
      return _slice(row, colSlice.start, colSlice.end, colSlice.step);
    });
  }

  return slice;
}());


// A=[[1,2,3],[4,5,6],[7,8,9]]
// sliceAssign(A,{row:{start:1},col:{start:1}},[[0,0],[0,0]])
// A=[[1,2,3],[4,0,0],[7,0,0]]
jStat.sliceAssign = function sliceAssign(A, rcSlice, B) {
  var nl, ml;
  if (isNumber(rcSlice.row)) {
    if (isNumber(rcSlice.col))
      return A[rcSlice.row][rcSlice.col] = B;
    rcSlice.col = rcSlice.col || {};
    rcSlice.col.start = rcSlice.col.start || 0;
    rcSlice.col.end = rcSlice.col.end || A[0].length;
    rcSlice.col.step = rcSlice.col.step || 1;
    nl = jStat.arange(rcSlice.col.start,
                          Math.min(A.length, rcSlice.col.end),
                          rcSlice.col.step);
    var m = rcSlice.row;
    nl.forEach(function(n, i) {
      A[m][n] = B[i];
    });
    return A;
  }

  if (isNumber(rcSlice.col)) {
    rcSlice.row = rcSlice.row || {};
    rcSlice.row.start = rcSlice.row.start || 0;
    rcSlice.row.end = rcSlice.row.end || A.length;
    rcSlice.row.step = rcSlice.row.step || 1;
    ml = jStat.arange(rcSlice.row.start,
                          Math.min(A[0].length, rcSlice.row.end),
                          rcSlice.row.step);
    var n = rcSlice.col;
    ml.forEach(function(m, j) {
      A[m][n] = B[j];
    });
    return A;
  }

  if (B[0].length === undefined) {
    B = [B];
  }
  rcSlice.row.start = rcSlice.row.start || 0;
  rcSlice.row.end = rcSlice.row.end || A.length;
  rcSlice.row.step = rcSlice.row.step || 1;
  rcSlice.col.start = rcSlice.col.start || 0;
  rcSlice.col.end = rcSlice.col.end || A[0].length;
  rcSlice.col.step = rcSlice.col.step || 1;
  ml = jStat.arange(rcSlice.row.start,
                        Math.min(A.length, rcSlice.row.end),
                        rcSlice.row.step);
  nl = jStat.arange(rcSlice.col.start,
                        Math.min(A[0].length, rcSlice.col.end),
                        rcSlice.col.step);
  ml.forEach(function(m, i) {
    nl.forEach(function(n, j) {
      A[m][n] = B[i][j];
    });
  });
  return A;
};


// [1,2,3] ->
// [[1,0,0],[0,2,0],[0,0,3]]
jStat.diagonal = function diagonal(diagArray) {
  var mat = jStat.zeros(diagArray.length, diagArray.length);
  diagArray.forEach(function(t, i) {
    mat[i][i] = t;
  });
  return mat;
};


// return copy of A
jStat.copy = function copy(A) {
  return A.map(function(row) {
    if (isNumber(row))
      return row;
    return row.map(function(t) {
      return t;
    });
  });
};


// TODO: Go over this entire implementation. Seems a tragic waste of resources
// doing all this work. Instead, and while ugly, use new Function() to generate
// a custom function for each static method.

// Quick reference.
var jProto = jStat.prototype;

// Default length.
jProto.length = 0;

// For internal use only.
// TODO: Check if they're actually used, and if they are then rename them
// to _*
jProto.push = Array.prototype.push;
jProto.sort = Array.prototype.sort;
jProto.splice = Array.prototype.splice;
jProto.slice = Array.prototype.slice;


// Return a clean array.
jProto.toArray = function toArray() {
  return this.length > 1 ? slice.call(this) : slice.call(this)[0];
};


// Map a function to a matrix or vector.
jProto.map = function map(func, toAlter) {
  return jStat(jStat.map(this, func, toAlter));
};


// Cumulatively combine the elements of a matrix or vector using a function.
jProto.cumreduce = function cumreduce(func, toAlter) {
  return jStat(jStat.cumreduce(this, func, toAlter));
};


// Destructively alter an array.
jProto.alter = function alter(func) {
  jStat.alter(this, func);
  return this;
};


// Extend prototype with methods that have no argument.
(function(funcs) {
  for (var i = 0; i < funcs.length; i++) (function(passfunc) {
    jProto[passfunc] = function(func) {
      var self = this,
      results;
      // Check for callback.
      if (func) {
        setTimeout(function() {
          func.call(self, jProto[passfunc].call(self));
        });
        return this;
      }
      results = jStat[passfunc](this);
      return isArray(results) ? jStat(results) : results;
    };
  })(funcs[i]);
})('transpose clear symmetric rows cols dimensions diag antidiag'.split(' '));


// Extend prototype with methods that have one argument.
(function(funcs) {
  for (var i = 0; i < funcs.length; i++) (function(passfunc) {
    jProto[passfunc] = function(index, func) {
      var self = this;
      // check for callback
      if (func) {
        setTimeout(function() {
          func.call(self, jProto[passfunc].call(self, index));
        });
        return this;
      }
      return jStat(jStat[passfunc](this, index));
    };
  })(funcs[i]);
})('row col'.split(' '));


// Extend prototype with simple shortcut methods.
(function(funcs) {
  for (var i = 0; i < funcs.length; i++) (function(passfunc) {
    jProto[passfunc] = function() {
      return jStat(jStat[passfunc].apply(null, arguments));
    };
  })(funcs[i]);
})('create zeros ones rand identity'.split(' '));


// Exposing jStat.
return jStat;

}(Math));
(function(jStat, Math) {

var isFunction = jStat.utils.isFunction;

// Ascending functions for sort
function ascNum(a, b) { return a - b; }

function clip(arg, min, max) {
  return Math.max(min, Math.min(arg, max));
}


// sum of an array
jStat.sum = function sum(arr) {
  var sum = 0;
  var i = arr.length;
  while (--i >= 0)
    sum += arr[i];
  return sum;
};


// sum squared
jStat.sumsqrd = function sumsqrd(arr) {
  var sum = 0;
  var i = arr.length;
  while (--i >= 0)
    sum += arr[i] * arr[i];
  return sum;
};


// sum of squared errors of prediction (SSE)
jStat.sumsqerr = function sumsqerr(arr) {
  var mean = jStat.mean(arr);
  var sum = 0;
  var i = arr.length;
  var tmp;
  while (--i >= 0) {
    tmp = arr[i] - mean;
    sum += tmp * tmp;
  }
  return sum;
};

// sum of an array in each row
jStat.sumrow = function sumrow(arr) {
  var sum = 0;
  var i = arr.length;
  while (--i >= 0)
    sum += arr[i];
  return sum;
};

// product of an array
jStat.product = function product(arr) {
  var prod = 1;
  var i = arr.length;
  while (--i >= 0)
    prod *= arr[i];
  return prod;
};


// minimum value of an array
jStat.min = function min(arr) {
  var low = arr[0];
  var i = 0;
  while (++i < arr.length)
    if (arr[i] < low)
      low = arr[i];
  return low;
};


// maximum value of an array
jStat.max = function max(arr) {
  var high = arr[0];
  var i = 0;
  while (++i < arr.length)
    if (arr[i] > high)
      high = arr[i];
  return high;
};


// unique values of an array
jStat.unique = function unique(arr) {
  var hash = {}, _arr = [];
  for(var i = 0; i < arr.length; i++) {
    if (!hash[arr[i]]) {
      hash[arr[i]] = true;
      _arr.push(arr[i]);
    }
  }
  return _arr;
};


// mean value of an array
jStat.mean = function mean(arr) {
  return jStat.sum(arr) / arr.length;
};


// mean squared error (MSE)
jStat.meansqerr = function meansqerr(arr) {
  return jStat.sumsqerr(arr) / arr.length;
};


// geometric mean of an array
jStat.geomean = function geomean(arr) {
  var logs = arr.map(Math.log)
  var meanOfLogs = jStat.mean(logs)
  return Math.exp(meanOfLogs)
};


// median of an array
jStat.median = function median(arr) {
  var arrlen = arr.length;
  var _arr = arr.slice().sort(ascNum);
  // check if array is even or odd, then return the appropriate
  return !(arrlen & 1)
    ? (_arr[(arrlen / 2) - 1 ] + _arr[(arrlen / 2)]) / 2
    : _arr[(arrlen / 2) | 0 ];
};


// cumulative sum of an array
jStat.cumsum = function cumsum(arr) {
  return jStat.cumreduce(arr, function (a, b) { return a + b; });
};


// cumulative product of an array
jStat.cumprod = function cumprod(arr) {
  return jStat.cumreduce(arr, function (a, b) { return a * b; });
};


// successive differences of a sequence
jStat.diff = function diff(arr) {
  var diffs = [];
  var arrLen = arr.length;
  var i;
  for (i = 1; i < arrLen; i++)
    diffs.push(arr[i] - arr[i - 1]);
  return diffs;
};


// ranks of an array
jStat.rank = function (arr) {
  var i;
  var distinctNumbers = [];
  var numberCounts = {};
  for (i = 0; i < arr.length; i++) {
    var number = arr[i];
    if (numberCounts[number]) {
      numberCounts[number]++;
    } else {
      numberCounts[number] = 1;
      distinctNumbers.push(number);
    }
  }

  var sortedDistinctNumbers = distinctNumbers.sort(ascNum);
  var numberRanks = {};
  var currentRank = 1;
  for (i = 0; i < sortedDistinctNumbers.length; i++) {
    var number = sortedDistinctNumbers[i];
    var count = numberCounts[number];
    var first = currentRank;
    var last = currentRank + count - 1;
    var rank = (first + last) / 2;
    numberRanks[number] = rank;
    currentRank += count;
  }

  return arr.map(function (number) {
    return numberRanks[number];
  });
};


// mode of an array
// if there are multiple modes of an array, return all of them
// is this the appropriate way of handling it?
jStat.mode = function mode(arr) {
  var arrLen = arr.length;
  var _arr = arr.slice().sort(ascNum);
  var count = 1;
  var maxCount = 0;
  var numMaxCount = 0;
  var mode_arr = [];
  var i;

  for (i = 0; i < arrLen; i++) {
    if (_arr[i] === _arr[i + 1]) {
      count++;
    } else {
      if (count > maxCount) {
        mode_arr = [_arr[i]];
        maxCount = count;
        numMaxCount = 0;
      }
      // are there multiple max counts
      else if (count === maxCount) {
        mode_arr.push(_arr[i]);
        numMaxCount++;
      }
      // resetting count for new value in array
      count = 1;
    }
  }

  return numMaxCount === 0 ? mode_arr[0] : mode_arr;
};


// range of an array
jStat.range = function range(arr) {
  return jStat.max(arr) - jStat.min(arr);
};

// variance of an array
// flag = true indicates sample instead of population
jStat.variance = function variance(arr, flag) {
  return jStat.sumsqerr(arr) / (arr.length - (flag ? 1 : 0));
};

// pooled variance of an array of arrays
jStat.pooledvariance = function pooledvariance(arr) {
  var sumsqerr = arr.reduce(function (a, samples) {return a + jStat.sumsqerr(samples);}, 0);
  var count = arr.reduce(function (a, samples) {return a + samples.length;}, 0);
  return sumsqerr / (count - arr.length);
};

// deviation of an array
jStat.deviation = function (arr) {
  var mean = jStat.mean(arr);
  var arrlen = arr.length;
  var dev = new Array(arrlen);
  for (var i = 0; i < arrlen; i++) {
    dev[i] = arr[i] - mean;
  }
  return dev;
};

// standard deviation of an array
// flag = true indicates sample instead of population
jStat.stdev = function stdev(arr, flag) {
  return Math.sqrt(jStat.variance(arr, flag));
};

// pooled standard deviation of an array of arrays
jStat.pooledstdev = function pooledstdev(arr) {
  return Math.sqrt(jStat.pooledvariance(arr));
};

// mean deviation (mean absolute deviation) of an array
jStat.meandev = function meandev(arr) {
  var mean = jStat.mean(arr);
  var a = [];
  for (var i = arr.length - 1; i >= 0; i--) {
    a.push(Math.abs(arr[i] - mean));
  }
  return jStat.mean(a);
};


// median deviation (median absolute deviation) of an array
jStat.meddev = function meddev(arr) {
  var median = jStat.median(arr);
  var a = [];
  for (var i = arr.length - 1; i >= 0; i--) {
    a.push(Math.abs(arr[i] - median));
  }
  return jStat.median(a);
};


// coefficient of variation
jStat.coeffvar = function coeffvar(arr) {
  return jStat.stdev(arr) / jStat.mean(arr);
};


// quartiles of an array
jStat.quartiles = function quartiles(arr) {
  var arrlen = arr.length;
  var _arr = arr.slice().sort(ascNum);
  return [
    _arr[ Math.round((arrlen) / 4) - 1 ],
    _arr[ Math.round((arrlen) / 2) - 1 ],
    _arr[ Math.round((arrlen) * 3 / 4) - 1 ]
  ];
};


// Arbitary quantiles of an array. Direct port of the scipy.stats
// implementation by Pierre GF Gerard-Marchant.
jStat.quantiles = function quantiles(arr, quantilesArray, alphap, betap) {
  var sortedArray = arr.slice().sort(ascNum);
  var quantileVals = [quantilesArray.length];
  var n = arr.length;
  var i, p, m, aleph, k, gamma;

  if (typeof alphap === 'undefined')
    alphap = 3 / 8;
  if (typeof betap === 'undefined')
    betap = 3 / 8;

  for (i = 0; i < quantilesArray.length; i++) {
    p = quantilesArray[i];
    m = alphap + p * (1 - alphap - betap);
    aleph = n * p + m;
    k = Math.floor(clip(aleph, 1, n - 1));
    gamma = clip(aleph - k, 0, 1);
    quantileVals[i] = (1 - gamma) * sortedArray[k - 1] + gamma * sortedArray[k];
  }

  return quantileVals;
};

// Return the k-th percentile of values in a range, where k is in the range 0..1, inclusive.
// Passing true for the exclusive parameter excludes both endpoints of the range.
jStat.percentile = function percentile(arr, k, exclusive) {
  var _arr = arr.slice().sort(ascNum);
  var realIndex = k * (_arr.length + (exclusive ? 1 : -1)) + (exclusive ? 0 : 1);
  var index = parseInt(realIndex);
  var frac = realIndex - index;
  if (index + 1 < _arr.length) {
    return _arr[index - 1] + frac * (_arr[index] - _arr[index - 1]);
  } else {
    return _arr[index - 1];
  }
}

// The percentile rank of score in a given array. Returns the percentage
// of all values in the input array that are less than (kind='strict') or
// less or equal than (kind='weak') score. Default is weak.
jStat.percentileOfScore = function percentileOfScore(arr, score, kind) {
  var counter = 0;
  var len = arr.length;
  var strict = false;
  var value, i;

  if (kind === 'strict')
    strict = true;

  for (i = 0; i < len; i++) {
    value = arr[i];
    if ((strict && value < score) ||
        (!strict && value <= score)) {
      counter++;
    }
  }

  return counter / len;
};


// Histogram (bin count) data
jStat.histogram = function histogram(arr, binCnt) {
  binCnt = binCnt || 4;
  var first = jStat.min(arr);
  var binWidth = (jStat.max(arr) - first) / binCnt;
  var len = arr.length;
  var bins = [];
  var i;

  for (i = 0; i < binCnt; i++)
    bins[i] = 0;
  for (i = 0; i < len; i++)
    bins[Math.min(Math.floor(((arr[i] - first) / binWidth)), binCnt - 1)] += 1;

  return bins;
};


// covariance of two arrays
jStat.covariance = function covariance(arr1, arr2) {
  var u = jStat.mean(arr1);
  var v = jStat.mean(arr2);
  var arr1Len = arr1.length;
  var sq_dev = new Array(arr1Len);
  var i;

  for (i = 0; i < arr1Len; i++)
    sq_dev[i] = (arr1[i] - u) * (arr2[i] - v);

  return jStat.sum(sq_dev) / (arr1Len - 1);
};


// (pearson's) population correlation coefficient, rho
jStat.corrcoeff = function corrcoeff(arr1, arr2) {
  return jStat.covariance(arr1, arr2) /
      jStat.stdev(arr1, 1) /
      jStat.stdev(arr2, 1);
};

  // (spearman's) rank correlation coefficient, sp
jStat.spearmancoeff =  function (arr1, arr2) {
  arr1 = jStat.rank(arr1);
  arr2 = jStat.rank(arr2);
  //return pearson's correlation of the ranks:
  return jStat.corrcoeff(arr1, arr2);
}


// statistical standardized moments (general form of skew/kurt)
jStat.stanMoment = function stanMoment(arr, n) {
  var mu = jStat.mean(arr);
  var sigma = jStat.stdev(arr);
  var len = arr.length;
  var skewSum = 0;

  for (var i = 0; i < len; i++)
    skewSum += Math.pow((arr[i] - mu) / sigma, n);

  return skewSum / arr.length;
};

// (pearson's) moment coefficient of skewness
jStat.skewness = function skewness(arr) {
  return jStat.stanMoment(arr, 3);
};

// (pearson's) (excess) kurtosis
jStat.kurtosis = function kurtosis(arr) {
  return jStat.stanMoment(arr, 4) - 3;
};


var jProto = jStat.prototype;


// Extend jProto with method for calculating cumulative sums and products.
// This differs from the similar extension below as cumsum and cumprod should
// not be run again in the case fullbool === true.
// If a matrix is passed, automatically assume operation should be done on the
// columns.
(function(funcs) {
  for (var i = 0; i < funcs.length; i++) (function(passfunc) {
    // If a matrix is passed, automatically assume operation should be done on
    // the columns.
    jProto[passfunc] = function(fullbool, func) {
      var arr = [];
      var i = 0;
      var tmpthis = this;
      // Assignment reassignation depending on how parameters were passed in.
      if (isFunction(fullbool)) {
        func = fullbool;
        fullbool = false;
      }
      // Check if a callback was passed with the function.
      if (func) {
        setTimeout(function() {
          func.call(tmpthis, jProto[passfunc].call(tmpthis, fullbool));
        });
        return this;
      }
      // Check if matrix and run calculations.
      if (this.length > 1) {
        tmpthis = fullbool === true ? this : this.transpose();
        for (; i < tmpthis.length; i++)
          arr[i] = jStat[passfunc](tmpthis[i]);
        return arr;
      }
      // Pass fullbool if only vector, not a matrix. for variance and stdev.
      return jStat[passfunc](this[0], fullbool);
    };
  })(funcs[i]);
})(('cumsum cumprod').split(' '));


// Extend jProto with methods which don't require arguments and work on columns.
(function(funcs) {
  for (var i = 0; i < funcs.length; i++) (function(passfunc) {
    // If a matrix is passed, automatically assume operation should be done on
    // the columns.
    jProto[passfunc] = function(fullbool, func) {
      var arr = [];
      var i = 0;
      var tmpthis = this;
      // Assignment reassignation depending on how parameters were passed in.
      if (isFunction(fullbool)) {
        func = fullbool;
        fullbool = false;
      }
      // Check if a callback was passed with the function.
      if (func) {
        setTimeout(function() {
          func.call(tmpthis, jProto[passfunc].call(tmpthis, fullbool));
        });
        return this;
      }
      // Check if matrix and run calculations.
      if (this.length > 1) {
        if (passfunc !== 'sumrow')
          tmpthis = fullbool === true ? this : this.transpose();
        for (; i < tmpthis.length; i++)
          arr[i] = jStat[passfunc](tmpthis[i]);
        return fullbool === true
            ? jStat[passfunc](jStat.utils.toVector(arr))
            : arr;
      }
      // Pass fullbool if only vector, not a matrix. for variance and stdev.
      return jStat[passfunc](this[0], fullbool);
    };
  })(funcs[i]);
})(('sum sumsqrd sumsqerr sumrow product min max unique mean meansqerr ' +
    'geomean median diff rank mode range variance deviation stdev meandev ' +
    'meddev coeffvar quartiles histogram skewness kurtosis').split(' '));


// Extend jProto with functions that take arguments. Operations on matrices are
// done on columns.
(function(funcs) {
  for (var i = 0; i < funcs.length; i++) (function(passfunc) {
    jProto[passfunc] = function() {
      var arr = [];
      var i = 0;
      var tmpthis = this;
      var args = Array.prototype.slice.call(arguments);
      var callbackFunction;

      // If the last argument is a function, we assume it's a callback; we
      // strip the callback out and call the function again.
      if (isFunction(args[args.length - 1])) {
        callbackFunction = args[args.length - 1];
        var argsToPass = args.slice(0, args.length - 1);

        setTimeout(function() {
          callbackFunction.call(tmpthis,
                                jProto[passfunc].apply(tmpthis, argsToPass));
        });
        return this;

      // Otherwise we curry the function args and call normally.
      } else {
        callbackFunction = undefined;
        var curriedFunction = function curriedFunction(vector) {
          return jStat[passfunc].apply(tmpthis, [vector].concat(args));
        }
      }

      // If this is a matrix, run column-by-column.
      if (this.length > 1) {
        tmpthis = tmpthis.transpose();
        for (; i < tmpthis.length; i++)
          arr[i] = curriedFunction(tmpthis[i]);
        return arr;
      }

      // Otherwise run on the vector.
      return curriedFunction(this[0]);
    };
  })(funcs[i]);
})('quantiles percentileOfScore'.split(' '));

}(jStat, Math));
// Special functions //
(function(jStat, Math) {

// Log-gamma function
jStat.gammaln = function gammaln(x) {
  var j = 0;
  var cof = [
    76.18009172947146, -86.50532032941677, 24.01409824083091,
    -1.231739572450155, 0.1208650973866179e-2, -0.5395239384953e-5
  ];
  var ser = 1.000000000190015;
  var xx, y, tmp;
  tmp = (y = xx = x) + 5.5;
  tmp -= (xx + 0.5) * Math.log(tmp);
  for (; j < 6; j++)
    ser += cof[j] / ++y;
  return Math.log(2.5066282746310005 * ser / xx) - tmp;
};

/*
 * log-gamma function to support poisson distribution sampling. The
 * algorithm comes from SPECFUN by Shanjie Zhang and Jianming Jin and their
 * book "Computation of Special Functions", 1996, John Wiley & Sons, Inc.
 */
jStat.loggam = function loggam(x) {
  var x0, x2, xp, gl, gl0;
  var k, n;

  var a = [8.333333333333333e-02, -2.777777777777778e-03,
          7.936507936507937e-04, -5.952380952380952e-04,
          8.417508417508418e-04, -1.917526917526918e-03,
          6.410256410256410e-03, -2.955065359477124e-02,
          1.796443723688307e-01, -1.39243221690590e+00];
  x0 = x;
  n = 0;
  if ((x == 1.0) || (x == 2.0)) {
      return 0.0;
  }
  if (x <= 7.0) {
      n = Math.floor(7 - x);
      x0 = x + n;
  }
  x2 = 1.0 / (x0 * x0);
  xp = 2 * Math.PI;
  gl0 = a[9];
  for (k = 8; k >= 0; k--) {
      gl0 *= x2;
      gl0 += a[k];
  }
  gl = gl0 / x0 + 0.5 * Math.log(xp) + (x0 - 0.5) * Math.log(x0) - x0;
  if (x <= 7.0) {
      for (k = 1; k <= n; k++) {
          gl -= Math.log(x0 - 1.0);
          x0 -= 1.0;
      }
  }
  return gl;
}

// gamma of x
jStat.gammafn = function gammafn(x) {
  var p = [-1.716185138865495, 24.76565080557592, -379.80425647094563,
           629.3311553128184, 866.9662027904133, -31451.272968848367,
           -36144.413418691176, 66456.14382024054
  ];
  var q = [-30.8402300119739, 315.35062697960416, -1015.1563674902192,
           -3107.771671572311, 22538.118420980151, 4755.8462775278811,
           -134659.9598649693, -115132.2596755535];
  var fact = false;
  var n = 0;
  var xden = 0;
  var xnum = 0;
  var y = x;
  var i, z, yi, res;
  if (x > 171.6243769536076) {
    return Infinity;
  }
  if (y <= 0) {
    res = y % 1 + 3.6e-16;
    if (res) {
      fact = (!(y & 1) ? 1 : -1) * Math.PI / Math.sin(Math.PI * res);
      y = 1 - y;
    } else {
      return Infinity;
    }
  }
  yi = y;
  if (y < 1) {
    z = y++;
  } else {
    z = (y -= n = (y | 0) - 1) - 1;
  }
  for (i = 0; i < 8; ++i) {
    xnum = (xnum + p[i]) * z;
    xden = xden * z + q[i];
  }
  res = xnum / xden + 1;
  if (yi < y) {
    res /= yi;
  } else if (yi > y) {
    for (i = 0; i < n; ++i) {
      res *= y;
      y++;
    }
  }
  if (fact) {
    res = fact / res;
  }
  return res;
};


// lower incomplete gamma function, which is usually typeset with a
// lower-case greek gamma as the function symbol
jStat.gammap = function gammap(a, x) {
  return jStat.lowRegGamma(a, x) * jStat.gammafn(a);
};


// The lower regularized incomplete gamma function, usually written P(a,x)
jStat.lowRegGamma = function lowRegGamma(a, x) {
  var aln = jStat.gammaln(a);
  var ap = a;
  var sum = 1 / a;
  var del = sum;
  var b = x + 1 - a;
  var c = 1 / 1.0e-30;
  var d = 1 / b;
  var h = d;
  var i = 1;
  // calculate maximum number of itterations required for a
  var ITMAX = -~(Math.log((a >= 1) ? a : 1 / a) * 8.5 + a * 0.4 + 17);
  var an;

  if (x < 0 || a <= 0) {
    return NaN;
  } else if (x < a + 1) {
    for (; i <= ITMAX; i++) {
      sum += del *= x / ++ap;
    }
    return (sum * Math.exp(-x + a * Math.log(x) - (aln)));
  }

  for (; i <= ITMAX; i++) {
    an = -i * (i - a);
    b += 2;
    d = an * d + b;
    c = b + an / c;
    d = 1 / d;
    h *= d * c;
  }

  return (1 - h * Math.exp(-x + a * Math.log(x) - (aln)));
};

// natural log factorial of n
jStat.factorialln = function factorialln(n) {
  return n < 0 ? NaN : jStat.gammaln(n + 1);
};

// factorial of n
jStat.factorial = function factorial(n) {
  return n < 0 ? NaN : jStat.gammafn(n + 1);
};

// combinations of n, m
jStat.combination = function combination(n, m) {
  // make sure n or m don't exceed the upper limit of usable values
  return (n > 170 || m > 170)
      ? Math.exp(jStat.combinationln(n, m))
      : (jStat.factorial(n) / jStat.factorial(m)) / jStat.factorial(n - m);
};


jStat.combinationln = function combinationln(n, m){
  return jStat.factorialln(n) - jStat.factorialln(m) - jStat.factorialln(n - m);
};


// permutations of n, m
jStat.permutation = function permutation(n, m) {
  return jStat.factorial(n) / jStat.factorial(n - m);
};


// beta function
jStat.betafn = function betafn(x, y) {
  // ensure arguments are positive
  if (x <= 0 || y <= 0)
    return undefined;
  // make sure x + y doesn't exceed the upper limit of usable values
  return (x + y > 170)
      ? Math.exp(jStat.betaln(x, y))
      : jStat.gammafn(x) * jStat.gammafn(y) / jStat.gammafn(x + y);
};


// natural logarithm of beta function
jStat.betaln = function betaln(x, y) {
  return jStat.gammaln(x) + jStat.gammaln(y) - jStat.gammaln(x + y);
};


// Evaluates the continued fraction for incomplete beta function by modified
// Lentz's method.
jStat.betacf = function betacf(x, a, b) {
  var fpmin = 1e-30;
  var m = 1;
  var qab = a + b;
  var qap = a + 1;
  var qam = a - 1;
  var c = 1;
  var d = 1 - qab * x / qap;
  var m2, aa, del, h;

  // These q's will be used in factors that occur in the coefficients
  if (Math.abs(d) < fpmin)
    d = fpmin;
  d = 1 / d;
  h = d;

  for (; m <= 100; m++) {
    m2 = 2 * m;
    aa = m * (b - m) * x / ((qam + m2) * (a + m2));
    // One step (the even one) of the recurrence
    d = 1 + aa * d;
    if (Math.abs(d) < fpmin)
      d = fpmin;
    c = 1 + aa / c;
    if (Math.abs(c) < fpmin)
      c = fpmin;
    d = 1 / d;
    h *= d * c;
    aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
    // Next step of the recurrence (the odd one)
    d = 1 + aa * d;
    if (Math.abs(d) < fpmin)
      d = fpmin;
    c = 1 + aa / c;
    if (Math.abs(c) < fpmin)
      c = fpmin;
    d = 1 / d;
    del = d * c;
    h *= del;
    if (Math.abs(del - 1.0) < 3e-7)
      break;
  }

  return h;
};


// Returns the inverse of the lower regularized inomplete gamma function
jStat.gammapinv = function gammapinv(p, a) {
  var j = 0;
  var a1 = a - 1;
  var EPS = 1e-8;
  var gln = jStat.gammaln(a);
  var x, err, t, u, pp, lna1, afac;

  if (p >= 1)
    return Math.max(100, a + 100 * Math.sqrt(a));
  if (p <= 0)
    return 0;
  if (a > 1) {
    lna1 = Math.log(a1);
    afac = Math.exp(a1 * (lna1 - 1) - gln);
    pp = (p < 0.5) ? p : 1 - p;
    t = Math.sqrt(-2 * Math.log(pp));
    x = (2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t;
    if (p < 0.5)
      x = -x;
    x = Math.max(1e-3,
                 a * Math.pow(1 - 1 / (9 * a) - x / (3 * Math.sqrt(a)), 3));
  } else {
    t = 1 - a * (0.253 + a * 0.12);
    if (p < t)
      x = Math.pow(p / t, 1 / a);
    else
      x = 1 - Math.log(1 - (p - t) / (1 - t));
  }

  for(; j < 12; j++) {
    if (x <= 0)
      return 0;
    err = jStat.lowRegGamma(a, x) - p;
    if (a > 1)
      t = afac * Math.exp(-(x - a1) + a1 * (Math.log(x) - lna1));
    else
      t = Math.exp(-x + a1 * Math.log(x) - gln);
    u = err / t;
    x -= (t = u / (1 - 0.5 * Math.min(1, u * ((a - 1) / x - 1))));
    if (x <= 0)
      x = 0.5 * (x + t);
    if (Math.abs(t) < EPS * x)
      break;
  }

  return x;
};


// Returns the error function erf(x)
jStat.erf = function erf(x) {
  var cof = [-1.3026537197817094, 6.4196979235649026e-1, 1.9476473204185836e-2,
             -9.561514786808631e-3, -9.46595344482036e-4, 3.66839497852761e-4,
             4.2523324806907e-5, -2.0278578112534e-5, -1.624290004647e-6,
             1.303655835580e-6, 1.5626441722e-8, -8.5238095915e-8,
             6.529054439e-9, 5.059343495e-9, -9.91364156e-10,
             -2.27365122e-10, 9.6467911e-11, 2.394038e-12,
             -6.886027e-12, 8.94487e-13, 3.13092e-13,
             -1.12708e-13, 3.81e-16, 7.106e-15,
             -1.523e-15, -9.4e-17, 1.21e-16,
             -2.8e-17];
  var j = cof.length - 1;
  var isneg = false;
  var d = 0;
  var dd = 0;
  var t, ty, tmp, res;

  if (x < 0) {
    x = -x;
    isneg = true;
  }

  t = 2 / (2 + x);
  ty = 4 * t - 2;

  for(; j > 0; j--) {
    tmp = d;
    d = ty * d - dd + cof[j];
    dd = tmp;
  }

  res = t * Math.exp(-x * x + 0.5 * (cof[0] + ty * d) - dd);
  return isneg ? res - 1 : 1 - res;
};


// Returns the complmentary error function erfc(x)
jStat.erfc = function erfc(x) {
  return 1 - jStat.erf(x);
};


// Returns the inverse of the complementary error function
jStat.erfcinv = function erfcinv(p) {
  var j = 0;
  var x, err, t, pp;
  if (p >= 2)
    return -100;
  if (p <= 0)
    return 100;
  pp = (p < 1) ? p : 2 - p;
  t = Math.sqrt(-2 * Math.log(pp / 2));
  x = -0.70711 * ((2.30753 + t * 0.27061) /
                  (1 + t * (0.99229 + t * 0.04481)) - t);
  for (; j < 2; j++) {
    err = jStat.erfc(x) - pp;
    x += err / (1.12837916709551257 * Math.exp(-x * x) - x * err);
  }
  return (p < 1) ? x : -x;
};


// Returns the inverse of the incomplete beta function
jStat.ibetainv = function ibetainv(p, a, b) {
  var EPS = 1e-8;
  var a1 = a - 1;
  var b1 = b - 1;
  var j = 0;
  var lna, lnb, pp, t, u, err, x, al, h, w, afac;
  if (p <= 0)
    return 0;
  if (p >= 1)
    return 1;
  if (a >= 1 && b >= 1) {
    pp = (p < 0.5) ? p : 1 - p;
    t = Math.sqrt(-2 * Math.log(pp));
    x = (2.30753 + t * 0.27061) / (1 + t* (0.99229 + t * 0.04481)) - t;
    if (p < 0.5)
      x = -x;
    al = (x * x - 3) / 6;
    h = 2 / (1 / (2 * a - 1)  + 1 / (2 * b - 1));
    w = (x * Math.sqrt(al + h) / h) - (1 / (2 * b - 1) - 1 / (2 * a - 1)) *
        (al + 5 / 6 - 2 / (3 * h));
    x = a / (a + b * Math.exp(2 * w));
  } else {
    lna = Math.log(a / (a + b));
    lnb = Math.log(b / (a + b));
    t = Math.exp(a * lna) / a;
    u = Math.exp(b * lnb) / b;
    w = t + u;
    if (p < t / w)
      x = Math.pow(a * w * p, 1 / a);
    else
      x = 1 - Math.pow(b * w * (1 - p), 1 / b);
  }
  afac = -jStat.gammaln(a) - jStat.gammaln(b) + jStat.gammaln(a + b);
  for(; j < 10; j++) {
    if (x === 0 || x === 1)
      return x;
    err = jStat.ibeta(x, a, b) - p;
    t = Math.exp(a1 * Math.log(x) + b1 * Math.log(1 - x) + afac);
    u = err / t;
    x -= (t = u / (1 - 0.5 * Math.min(1, u * (a1 / x - b1 / (1 - x)))));
    if (x <= 0)
      x = 0.5 * (x + t);
    if (x >= 1)
      x = 0.5 * (x + t + 1);
    if (Math.abs(t) < EPS * x && j > 0)
      break;
  }
  return x;
};


// Returns the incomplete beta function I_x(a,b)
jStat.ibeta = function ibeta(x, a, b) {
  // Factors in front of the continued fraction.
  var bt = (x === 0 || x === 1) ?  0 :
    Math.exp(jStat.gammaln(a + b) - jStat.gammaln(a) -
             jStat.gammaln(b) + a * Math.log(x) + b *
             Math.log(1 - x));
  if (x < 0 || x > 1)
    return false;
  if (x < (a + 1) / (a + b + 2))
    // Use continued fraction directly.
    return bt * jStat.betacf(x, a, b) / a;
  // else use continued fraction after making the symmetry transformation.
  return 1 - bt * jStat.betacf(1 - x, b, a) / b;
};


// Returns a normal deviate (mu=0, sigma=1).
// If n and m are specified it returns a object of normal deviates.
jStat.randn = function randn(n, m) {
  var u, v, x, y, q;
  if (!m)
    m = n;
  if (n)
    return jStat.create(n, m, function() { return jStat.randn(); });
  do {
    u = jStat._random_fn();
    v = 1.7156 * (jStat._random_fn() - 0.5);
    x = u - 0.449871;
    y = Math.abs(v) + 0.386595;
    q = x * x + y * (0.19600 * y - 0.25472 * x);
  } while (q > 0.27597 && (q > 0.27846 || v * v > -4 * Math.log(u) * u * u));
  return v / u;
};


// Returns a gamma deviate by the method of Marsaglia and Tsang.
jStat.randg = function randg(shape, n, m) {
  var oalph = shape;
  var a1, a2, u, v, x, mat;
  if (!m)
    m = n;
  if (!shape)
    shape = 1;
  if (n) {
    mat = jStat.zeros(n,m);
    mat.alter(function() { return jStat.randg(shape); });
    return mat;
  }
  if (shape < 1)
    shape += 1;
  a1 = shape - 1 / 3;
  a2 = 1 / Math.sqrt(9 * a1);
  do {
    do {
      x = jStat.randn();
      v = 1 + a2 * x;
    } while(v <= 0);
    v = v * v * v;
    u = jStat._random_fn();
  } while(u > 1 - 0.331 * Math.pow(x, 4) &&
          Math.log(u) > 0.5 * x*x + a1 * (1 - v + Math.log(v)));
  // alpha > 1
  if (shape == oalph)
    return a1 * v;
  // alpha < 1
  do {
    u = jStat._random_fn();
  } while(u === 0);
  return Math.pow(u, 1 / oalph) * a1 * v;
};


// making use of static methods on the instance
(function(funcs) {
  for (var i = 0; i < funcs.length; i++) (function(passfunc) {
    jStat.fn[passfunc] = function() {
      return jStat(
          jStat.map(this, function(value) { return jStat[passfunc](value); }));
    }
  })(funcs[i]);
})('gammaln gammafn factorial factorialln'.split(' '));


(function(funcs) {
  for (var i = 0; i < funcs.length; i++) (function(passfunc) {
    jStat.fn[passfunc] = function() {
      return jStat(jStat[passfunc].apply(null, arguments));
    };
  })(funcs[i]);
})('randn'.split(' '));

}(jStat, Math));
(function(jStat, Math) {

// generate all distribution instance methods
(function(list) {
  for (var i = 0; i < list.length; i++) (function(func) {
    // distribution instance method
    jStat[func] = function f(a, b, c) {
      if (!(this instanceof f))
        return new f(a, b, c);
      this._a = a;
      this._b = b;
      this._c = c;
      return this;
    };
    // distribution method to be used on a jStat instance
    jStat.fn[func] = function(a, b, c) {
      var newthis = jStat[func](a, b, c);
      newthis.data = this;
      return newthis;
    };
    // sample instance method
    jStat[func].prototype.sample = function(arr) {
      var a = this._a;
      var b = this._b;
      var c = this._c;
      if (arr)
        return jStat.alter(arr, function() {
          return jStat[func].sample(a, b, c);
        });
      else
        return jStat[func].sample(a, b, c);
    };
    // generate the pdf, cdf and inv instance methods
    (function(vals) {
      for (var i = 0; i < vals.length; i++) (function(fnfunc) {
        jStat[func].prototype[fnfunc] = function(x) {
          var a = this._a;
          var b = this._b;
          var c = this._c;
          if (!x && x !== 0)
            x = this.data;
          if (typeof x !== 'number') {
            return jStat.fn.map.call(x, function(x) {
              return jStat[func][fnfunc](x, a, b, c);
            });
          }
          return jStat[func][fnfunc](x, a, b, c);
        };
      })(vals[i]);
    })('pdf cdf inv'.split(' '));
    // generate the mean, median, mode and variance instance methods
    (function(vals) {
      for (var i = 0; i < vals.length; i++) (function(fnfunc) {
        jStat[func].prototype[fnfunc] = function() {
          return jStat[func][fnfunc](this._a, this._b, this._c);
        };
      })(vals[i]);
    })('mean median mode variance'.split(' '));
  })(list[i]);
})((
  'beta centralF cauchy chisquare exponential gamma invgamma kumaraswamy ' +
  'laplace lognormal noncentralt normal pareto studentt weibull uniform ' +
  'binomial negbin hypgeom poisson triangular tukey arcsine'
).split(' '));



// extend beta function with static methods
jStat.extend(jStat.beta, {
  pdf: function pdf(x, alpha, beta) {
    // PDF is zero outside the support
    if (x > 1 || x < 0)
      return 0;
    // PDF is one for the uniform case
    if (alpha == 1 && beta == 1)
      return 1;

    if (alpha < 512 && beta < 512) {
      return (Math.pow(x, alpha - 1) * Math.pow(1 - x, beta - 1)) /
          jStat.betafn(alpha, beta);
    } else {
      return Math.exp((alpha - 1) * Math.log(x) +
                      (beta - 1) * Math.log(1 - x) -
                      jStat.betaln(alpha, beta));
    }
  },

  cdf: function cdf(x, alpha, beta) {
    return (x > 1 || x < 0) ? (x > 1) * 1 : jStat.ibeta(x, alpha, beta);
  },

  inv: function inv(x, alpha, beta) {
    return jStat.ibetainv(x, alpha, beta);
  },

  mean: function mean(alpha, beta) {
    return alpha / (alpha + beta);
  },

  median: function median(alpha, beta) {
    return jStat.ibetainv(0.5, alpha, beta);
  },

  mode: function mode(alpha, beta) {
    return (alpha - 1 ) / ( alpha + beta - 2);
  },

  // return a random sample
  sample: function sample(alpha, beta) {
    var u = jStat.randg(alpha);
    return u / (u + jStat.randg(beta));
  },

  variance: function variance(alpha, beta) {
    return (alpha * beta) / (Math.pow(alpha + beta, 2) * (alpha + beta + 1));
  }
});

// extend F function with static methods
jStat.extend(jStat.centralF, {
  // This implementation of the pdf function avoids float overflow
  // See the way that R calculates this value:
  // https://svn.r-project.org/R/trunk/src/nmath/df.c
  pdf: function pdf(x, df1, df2) {
    var p, q, f;

    if (x < 0)
      return 0;

    if (df1 <= 2) {
      if (x === 0 && df1 < 2) {
        return Infinity;
      }
      if (x === 0 && df1 === 2) {
        return 1;
      }
      return (1 / jStat.betafn(df1 / 2, df2 / 2)) *
              Math.pow(df1 / df2, df1 / 2) *
              Math.pow(x, (df1/2) - 1) *
              Math.pow((1 + (df1 / df2) * x), -(df1 + df2) / 2);
    }

    p = (df1 * x) / (df2 + x * df1);
    q = df2 / (df2 + x * df1);
    f = df1 * q / 2.0;
    return f * jStat.binomial.pdf((df1 - 2) / 2, (df1 + df2 - 2) / 2, p);
  },

  cdf: function cdf(x, df1, df2) {
    if (x < 0)
      return 0;
    return jStat.ibeta((df1 * x) / (df1 * x + df2), df1 / 2, df2 / 2);
  },

  inv: function inv(x, df1, df2) {
    return df2 / (df1 * (1 / jStat.ibetainv(x, df1 / 2, df2 / 2) - 1));
  },

  mean: function mean(df1, df2) {
    return (df2 > 2) ? df2 / (df2 - 2) : undefined;
  },

  mode: function mode(df1, df2) {
    return (df1 > 2) ? (df2 * (df1 - 2)) / (df1 * (df2 + 2)) : undefined;
  },

  // return a random sample
  sample: function sample(df1, df2) {
    var x1 = jStat.randg(df1 / 2) * 2;
    var x2 = jStat.randg(df2 / 2) * 2;
    return (x1 / df1) / (x2 / df2);
  },

  variance: function variance(df1, df2) {
    if (df2 <= 4)
      return undefined;
    return 2 * df2 * df2 * (df1 + df2 - 2) /
        (df1 * (df2 - 2) * (df2 - 2) * (df2 - 4));
  }
});


// extend cauchy function with static methods
jStat.extend(jStat.cauchy, {
  pdf: function pdf(x, local, scale) {
    if (scale < 0) { return 0; }

    return (scale / (Math.pow(x - local, 2) + Math.pow(scale, 2))) / Math.PI;
  },

  cdf: function cdf(x, local, scale) {
    return Math.atan((x - local) / scale) / Math.PI + 0.5;
  },

  inv: function(p, local, scale) {
    return local + scale * Math.tan(Math.PI * (p - 0.5));
  },

  median: function median(local/*, scale*/) {
    return local;
  },

  mode: function mode(local/*, scale*/) {
    return local;
  },

  sample: function sample(local, scale) {
    return jStat.randn() *
        Math.sqrt(1 / (2 * jStat.randg(0.5))) * scale + local;
  }
});



// extend chisquare function with static methods
jStat.extend(jStat.chisquare, {
  pdf: function pdf(x, dof) {
    if (x < 0)
      return 0;
    return (x === 0 && dof === 2) ? 0.5 :
        Math.exp((dof / 2 - 1) * Math.log(x) - x / 2 - (dof / 2) *
                 Math.log(2) - jStat.gammaln(dof / 2));
  },

  cdf: function cdf(x, dof) {
    if (x < 0)
      return 0;
    return jStat.lowRegGamma(dof / 2, x / 2);
  },

  inv: function(p, dof) {
    return 2 * jStat.gammapinv(p, 0.5 * dof);
  },

  mean : function(dof) {
    return dof;
  },

  // TODO: this is an approximation (is there a better way?)
  median: function median(dof) {
    return dof * Math.pow(1 - (2 / (9 * dof)), 3);
  },

  mode: function mode(dof) {
    return (dof - 2 > 0) ? dof - 2 : 0;
  },

  sample: function sample(dof) {
    return jStat.randg(dof / 2) * 2;
  },

  variance: function variance(dof) {
    return 2 * dof;
  }
});



// extend exponential function with static methods
jStat.extend(jStat.exponential, {
  pdf: function pdf(x, rate) {
    return x < 0 ? 0 : rate * Math.exp(-rate * x);
  },

  cdf: function cdf(x, rate) {
    return x < 0 ? 0 : 1 - Math.exp(-rate * x);
  },

  inv: function(p, rate) {
    return -Math.log(1 - p) / rate;
  },

  mean : function(rate) {
    return 1 / rate;
  },

  median: function (rate) {
    return (1 / rate) * Math.log(2);
  },

  mode: function mode(/*rate*/) {
    return 0;
  },

  sample: function sample(rate) {
    return -1 / rate * Math.log(jStat._random_fn());
  },

  variance : function(rate) {
    return Math.pow(rate, -2);
  }
});



// extend gamma function with static methods
jStat.extend(jStat.gamma, {
  pdf: function pdf(x, shape, scale) {
    if (x < 0)
      return 0;
    return (x === 0 && shape === 1) ? 1 / scale :
            Math.exp((shape - 1) * Math.log(x) - x / scale -
                    jStat.gammaln(shape) - shape * Math.log(scale));
  },

  cdf: function cdf(x, shape, scale) {
    if (x < 0)
      return 0;
    return jStat.lowRegGamma(shape, x / scale);
  },

  inv: function(p, shape, scale) {
    return jStat.gammapinv(p, shape) * scale;
  },

  mean : function(shape, scale) {
    return shape * scale;
  },

  mode: function mode(shape, scale) {
    if(shape > 1) return (shape - 1) * scale;
    return undefined;
  },

  sample: function sample(shape, scale) {
    return jStat.randg(shape) * scale;
  },

  variance: function variance(shape, scale) {
    return shape * scale * scale;
  }
});

// extend inverse gamma function with static methods
jStat.extend(jStat.invgamma, {
  pdf: function pdf(x, shape, scale) {
    if (x <= 0)
      return 0;
    return Math.exp(-(shape + 1) * Math.log(x) - scale / x -
                    jStat.gammaln(shape) + shape * Math.log(scale));
  },

  cdf: function cdf(x, shape, scale) {
    if (x <= 0)
      return 0;
    return 1 - jStat.lowRegGamma(shape, scale / x);
  },

  inv: function(p, shape, scale) {
    return scale / jStat.gammapinv(1 - p, shape);
  },

  mean : function(shape, scale) {
    return (shape > 1) ? scale / (shape - 1) : undefined;
  },

  mode: function mode(shape, scale) {
    return scale / (shape + 1);
  },

  sample: function sample(shape, scale) {
    return scale / jStat.randg(shape);
  },

  variance: function variance(shape, scale) {
    if (shape <= 2)
      return undefined;
    return scale * scale / ((shape - 1) * (shape - 1) * (shape - 2));
  }
});


// extend kumaraswamy function with static methods
jStat.extend(jStat.kumaraswamy, {
  pdf: function pdf(x, alpha, beta) {
    if (x === 0 && alpha === 1)
      return beta;
    else if (x === 1 && beta === 1)
      return alpha;
    return Math.exp(Math.log(alpha) + Math.log(beta) + (alpha - 1) *
                    Math.log(x) + (beta - 1) *
                    Math.log(1 - Math.pow(x, alpha)));
  },

  cdf: function cdf(x, alpha, beta) {
    if (x < 0)
      return 0;
    else if (x > 1)
      return 1;
    return (1 - Math.pow(1 - Math.pow(x, alpha), beta));
  },

  inv: function inv(p, alpha, beta) {
    return Math.pow(1 - Math.pow(1 - p, 1 / beta), 1 / alpha);
  },

  mean : function(alpha, beta) {
    return (beta * jStat.gammafn(1 + 1 / alpha) *
            jStat.gammafn(beta)) / (jStat.gammafn(1 + 1 / alpha + beta));
  },

  median: function median(alpha, beta) {
    return Math.pow(1 - Math.pow(2, -1 / beta), 1 / alpha);
  },

  mode: function mode(alpha, beta) {
    if (!(alpha >= 1 && beta >= 1 && (alpha !== 1 && beta !== 1)))
      return undefined;
    return Math.pow((alpha - 1) / (alpha * beta - 1), 1 / alpha);
  },

  variance: function variance(/*alpha, beta*/) {
    throw new Error('variance not yet implemented');
    // TODO: complete this
  }
});



// extend lognormal function with static methods
jStat.extend(jStat.lognormal, {
  pdf: function pdf(x, mu, sigma) {
    if (x <= 0)
      return 0;
    return Math.exp(-Math.log(x) - 0.5 * Math.log(2 * Math.PI) -
                    Math.log(sigma) - Math.pow(Math.log(x) - mu, 2) /
                    (2 * sigma * sigma));
  },

  cdf: function cdf(x, mu, sigma) {
    if (x < 0)
      return 0;
    return 0.5 +
        (0.5 * jStat.erf((Math.log(x) - mu) / Math.sqrt(2 * sigma * sigma)));
  },

  inv: function(p, mu, sigma) {
    return Math.exp(-1.41421356237309505 * sigma * jStat.erfcinv(2 * p) + mu);
  },

  mean: function mean(mu, sigma) {
    return Math.exp(mu + sigma * sigma / 2);
  },

  median: function median(mu/*, sigma*/) {
    return Math.exp(mu);
  },

  mode: function mode(mu, sigma) {
    return Math.exp(mu - sigma * sigma);
  },

  sample: function sample(mu, sigma) {
    return Math.exp(jStat.randn() * sigma + mu);
  },

  variance: function variance(mu, sigma) {
    return (Math.exp(sigma * sigma) - 1) * Math.exp(2 * mu + sigma * sigma);
  }
});



// extend noncentralt function with static methods
jStat.extend(jStat.noncentralt, {
  pdf: function pdf(x, dof, ncp) {
    var tol = 1e-14;
    if (Math.abs(ncp) < tol)  // ncp approx 0; use student-t
      return jStat.studentt.pdf(x, dof)

    if (Math.abs(x) < tol) {  // different formula for x == 0
      return Math.exp(jStat.gammaln((dof + 1) / 2) - ncp * ncp / 2 -
                      0.5 * Math.log(Math.PI * dof) - jStat.gammaln(dof / 2));
    }

    // formula for x != 0
    return dof / x *
        (jStat.noncentralt.cdf(x * Math.sqrt(1 + 2 / dof), dof+2, ncp) -
         jStat.noncentralt.cdf(x, dof, ncp));
  },

  cdf: function cdf(x, dof, ncp) {
    var tol = 1e-14;
    var min_iterations = 200;

    if (Math.abs(ncp) < tol)  // ncp approx 0; use student-t
      return jStat.studentt.cdf(x, dof);

    // turn negative x into positive and flip result afterwards
    var flip = false;
    if (x < 0) {
      flip = true;
      ncp = -ncp;
    }

    var prob = jStat.normal.cdf(-ncp, 0, 1);
    var value = tol + 1;
    // use value at last two steps to determine convergence
    var lastvalue = value;
    var y = x * x / (x * x + dof);
    var j = 0;
    var p = Math.exp(-ncp * ncp / 2);
    var q = Math.exp(-ncp * ncp / 2 - 0.5 * Math.log(2) -
                     jStat.gammaln(3 / 2)) * ncp;
    while (j < min_iterations || lastvalue > tol || value > tol) {
      lastvalue = value;
      if (j > 0) {
        p *= (ncp * ncp) / (2 * j);
        q *= (ncp * ncp) / (2 * (j + 1 / 2));
      }
      value = p * jStat.beta.cdf(y, j + 0.5, dof / 2) +
          q * jStat.beta.cdf(y, j+1, dof/2);
      prob += 0.5 * value;
      j++;
    }

    return flip ? (1 - prob) : prob;
  }
});


// extend normal function with static methods
jStat.extend(jStat.normal, {
  pdf: function pdf(x, mean, std) {
    return Math.exp(-0.5 * Math.log(2 * Math.PI) -
                    Math.log(std) - Math.pow(x - mean, 2) / (2 * std * std));
  },

  cdf: function cdf(x, mean, std) {
    return 0.5 * (1 + jStat.erf((x - mean) / Math.sqrt(2 * std * std)));
  },

  inv: function(p, mean, std) {
    return -1.41421356237309505 * std * jStat.erfcinv(2 * p) + mean;
  },

  mean : function(mean/*, std*/) {
    return mean;
  },

  median: function median(mean/*, std*/) {
    return mean;
  },

  mode: function (mean/*, std*/) {
    return mean;
  },

  sample: function sample(mean, std) {
    return jStat.randn() * std + mean;
  },

  variance : function(mean, std) {
    return std * std;
  }
});



// extend pareto function with static methods
jStat.extend(jStat.pareto, {
  pdf: function pdf(x, scale, shape) {
    if (x < scale)
      return 0;
    return (shape * Math.pow(scale, shape)) / Math.pow(x, shape + 1);
  },

  cdf: function cdf(x, scale, shape) {
    if (x < scale)
      return 0;
    return 1 - Math.pow(scale / x, shape);
  },

  inv: function inv(p, scale, shape) {
    return scale / Math.pow(1 - p, 1 / shape);
  },

  mean: function mean(scale, shape) {
    if (shape <= 1)
      return undefined;
    return (shape * Math.pow(scale, shape)) / (shape - 1);
  },

  median: function median(scale, shape) {
    return scale * (shape * Math.SQRT2);
  },

  mode: function mode(scale/*, shape*/) {
    return scale;
  },

  variance : function(scale, shape) {
    if (shape <= 2)
      return undefined;
    return (scale*scale * shape) / (Math.pow(shape - 1, 2) * (shape - 2));
  }
});



// extend studentt function with static methods
jStat.extend(jStat.studentt, {
  pdf: function pdf(x, dof) {
    dof = dof > 1e100 ? 1e100 : dof;
    return (1/(Math.sqrt(dof) * jStat.betafn(0.5, dof/2))) *
        Math.pow(1 + ((x * x) / dof), -((dof + 1) / 2));
  },

  cdf: function cdf(x, dof) {
    var dof2 = dof / 2;
    return jStat.ibeta((x + Math.sqrt(x * x + dof)) /
                       (2 * Math.sqrt(x * x + dof)), dof2, dof2);
  },

  inv: function(p, dof) {
    var x = jStat.ibetainv(2 * Math.min(p, 1 - p), 0.5 * dof, 0.5);
    x = Math.sqrt(dof * (1 - x) / x);
    return (p > 0.5) ? x : -x;
  },

  mean: function mean(dof) {
    return (dof > 1) ? 0 : undefined;
  },

  median: function median(/*dof*/) {
    return 0;
  },

  mode: function mode(/*dof*/) {
    return 0;
  },

  sample: function sample(dof) {
    return jStat.randn() * Math.sqrt(dof / (2 * jStat.randg(dof / 2)));
  },

  variance: function variance(dof) {
    return (dof  > 2) ? dof / (dof - 2) : (dof > 1) ? Infinity : undefined;
  }
});



// extend weibull function with static methods
jStat.extend(jStat.weibull, {
  pdf: function pdf(x, scale, shape) {
    if (x < 0 || scale < 0 || shape < 0)
      return 0;
    return (shape / scale) * Math.pow((x / scale), (shape - 1)) *
        Math.exp(-(Math.pow((x / scale), shape)));
  },

  cdf: function cdf(x, scale, shape) {
    return x < 0 ? 0 : 1 - Math.exp(-Math.pow((x / scale), shape));
  },

  inv: function(p, scale, shape) {
    return scale * Math.pow(-Math.log(1 - p), 1 / shape);
  },

  mean : function(scale, shape) {
    return scale * jStat.gammafn(1 + 1 / shape);
  },

  median: function median(scale, shape) {
    return scale * Math.pow(Math.log(2), 1 / shape);
  },

  mode: function mode(scale, shape) {
    if (shape <= 1)
      return 0;
    return scale * Math.pow((shape - 1) / shape, 1 / shape);
  },

  sample: function sample(scale, shape) {
    return scale * Math.pow(-Math.log(jStat._random_fn()), 1 / shape);
  },

  variance: function variance(scale, shape) {
    return scale * scale * jStat.gammafn(1 + 2 / shape) -
        Math.pow(jStat.weibull.mean(scale, shape), 2);
  }
});



// extend uniform function with static methods
jStat.extend(jStat.uniform, {
  pdf: function pdf(x, a, b) {
    return (x < a || x > b) ? 0 : 1 / (b - a);
  },

  cdf: function cdf(x, a, b) {
    if (x < a)
      return 0;
    else if (x < b)
      return (x - a) / (b - a);
    return 1;
  },

  inv: function(p, a, b) {
    return a + (p * (b - a));
  },

  mean: function mean(a, b) {
    return 0.5 * (a + b);
  },

  median: function median(a, b) {
    return jStat.mean(a, b);
  },

  mode: function mode(/*a, b*/) {
    throw new Error('mode is not yet implemented');
  },

  sample: function sample(a, b) {
    return (a / 2 + b / 2) + (b / 2 - a / 2) * (2 * jStat._random_fn() - 1);
  },

  variance: function variance(a, b) {
    return Math.pow(b - a, 2) / 12;
  }
});


// Got this from http://www.math.ucla.edu/~tom/distributions/binomial.html
function betinc(x, a, b, eps) {
  var a0 = 0;
  var b0 = 1;
  var a1 = 1;
  var b1 = 1;
  var m9 = 0;
  var a2 = 0;
  var c9;

  while (Math.abs((a1 - a2) / a1) > eps) {
    a2 = a1;
    c9 = -(a + m9) * (a + b + m9) * x / (a + 2 * m9) / (a + 2 * m9 + 1);
    a0 = a1 + c9 * a0;
    b0 = b1 + c9 * b0;
    m9 = m9 + 1;
    c9 = m9 * (b - m9) * x / (a + 2 * m9 - 1) / (a + 2 * m9);
    a1 = a0 + c9 * a1;
    b1 = b0 + c9 * b1;
    a0 = a0 / b1;
    b0 = b0 / b1;
    a1 = a1 / b1;
    b1 = 1;
  }

  return a1 / a;
}


// extend uniform function with static methods
jStat.extend(jStat.binomial, {
  pdf: function pdf(k, n, p) {
    return (p === 0 || p === 1) ?
      ((n * p) === k ? 1 : 0) :
      jStat.combination(n, k) * Math.pow(p, k) * Math.pow(1 - p, n - k);
  },

  cdf: function cdf(x, n, p) {
    var betacdf;
    var eps = 1e-10;

    if (x < 0)
      return 0;
    if (x >= n)
      return 1;
    if (p < 0 || p > 1 || n <= 0)
      return NaN;

    x = Math.floor(x);
    var z = p;
    var a = x + 1;
    var b = n - x;
    var s = a + b;
    var bt = Math.exp(jStat.gammaln(s) - jStat.gammaln(b) -
                      jStat.gammaln(a) + a * Math.log(z) + b * Math.log(1 - z));

    if (z < (a + 1) / (s + 2))
      betacdf = bt * betinc(z, a, b, eps);
    else
      betacdf = 1 - bt * betinc(1 - z, b, a, eps);

    return Math.round((1 - betacdf) * (1 / eps)) / (1 / eps);
  }
});



// extend uniform function with static methods
jStat.extend(jStat.negbin, {
  pdf: function pdf(k, r, p) {
    if (k !== k >>> 0)
      return false;
    if (k < 0)
      return 0;
    return jStat.combination(k + r - 1, r - 1) *
        Math.pow(1 - p, k) * Math.pow(p, r);
  },

  cdf: function cdf(x, r, p) {
    var sum = 0,
    k = 0;
    if (x < 0) return 0;
    for (; k <= x; k++) {
      sum += jStat.negbin.pdf(k, r, p);
    }
    return sum;
  }
});



// extend uniform function with static methods
jStat.extend(jStat.hypgeom, {
  pdf: function pdf(k, N, m, n) {
    // Hypergeometric PDF.

    // A simplification of the CDF algorithm below.

    // k = number of successes drawn
    // N = population size
    // m = number of successes in population
    // n = number of items drawn from population

    if(k !== k | 0) {
      return false;
    } else if(k < 0 || k < m - (N - n)) {
      // It's impossible to have this few successes drawn.
      return 0;
    } else if(k > n || k > m) {
      // It's impossible to have this many successes drawn.
      return 0;
    } else if (m * 2 > N) {
      // More than half the population is successes.

      if(n * 2 > N) {
        // More than half the population is sampled.

        return jStat.hypgeom.pdf(N - m - n + k, N, N - m, N - n)
      } else {
        // Half or less of the population is sampled.

        return jStat.hypgeom.pdf(n - k, N, N - m, n);
      }

    } else if(n * 2 > N) {
      // Half or less is successes.

      return jStat.hypgeom.pdf(m - k, N, m, N - n);

    } else if(m < n) {
      // We want to have the number of things sampled to be less than the
      // successes available. So swap the definitions of successful and sampled.
      return jStat.hypgeom.pdf(k, N, n, m);
    } else {
      // If we get here, half or less of the population was sampled, half or
      // less of it was successes, and we had fewer sampled things than
      // successes. Now we can do this complicated iterative algorithm in an
      // efficient way.

      // The basic premise of the algorithm is that we partially normalize our
      // intermediate product to keep it in a numerically good region, and then
      // finish the normalization at the end.

      // This variable holds the scaled probability of the current number of
      // successes.
      var scaledPDF = 1;

      // This keeps track of how much we have normalized.
      var samplesDone = 0;

      for(var i = 0; i < k; i++) {
        // For every possible number of successes up to that observed...

        while(scaledPDF > 1 && samplesDone < n) {
          // Intermediate result is growing too big. Apply some of the
          // normalization to shrink everything.

          scaledPDF *= 1 - (m / (N - samplesDone));

          // Say we've normalized by this sample already.
          samplesDone++;
        }

        // Work out the partially-normalized hypergeometric PDF for the next
        // number of successes
        scaledPDF *= (n - i) * (m - i) / ((i + 1) * (N - m - n + i + 1));
      }

      for(; samplesDone < n; samplesDone++) {
        // Apply all the rest of the normalization
        scaledPDF *= 1 - (m / (N - samplesDone));
      }

      // Bound answer sanely before returning.
      return Math.min(1, Math.max(0, scaledPDF));
    }
  },

  cdf: function cdf(x, N, m, n) {
    // Hypergeometric CDF.

    // This algorithm is due to Prof. Thomas S. Ferguson, <tom@math.ucla.edu>,
    // and comes from his hypergeometric test calculator at
    // <http://www.math.ucla.edu/~tom/distributions/Hypergeometric.html>.

    // x = number of successes drawn
    // N = population size
    // m = number of successes in population
    // n = number of items drawn from population

    if(x < 0 || x < m - (N - n)) {
      // It's impossible to have this few successes drawn or fewer.
      return 0;
    } else if(x >= n || x >= m) {
      // We will always have this many successes or fewer.
      return 1;
    } else if (m * 2 > N) {
      // More than half the population is successes.

      if(n * 2 > N) {
        // More than half the population is sampled.

        return jStat.hypgeom.cdf(N - m - n + x, N, N - m, N - n)
      } else {
        // Half or less of the population is sampled.

        return 1 - jStat.hypgeom.cdf(n - x - 1, N, N - m, n);
      }

    } else if(n * 2 > N) {
      // Half or less is successes.

      return 1 - jStat.hypgeom.cdf(m - x - 1, N, m, N - n);

    } else if(m < n) {
      // We want to have the number of things sampled to be less than the
      // successes available. So swap the definitions of successful and sampled.
      return jStat.hypgeom.cdf(x, N, n, m);
    } else {
      // If we get here, half or less of the population was sampled, half or
      // less of it was successes, and we had fewer sampled things than
      // successes. Now we can do this complicated iterative algorithm in an
      // efficient way.

      // The basic premise of the algorithm is that we partially normalize our
      // intermediate sum to keep it in a numerically good region, and then
      // finish the normalization at the end.

      // Holds the intermediate, scaled total CDF.
      var scaledCDF = 1;

      // This variable holds the scaled probability of the current number of
      // successes.
      var scaledPDF = 1;

      // This keeps track of how much we have normalized.
      var samplesDone = 0;

      for(var i = 0; i < x; i++) {
        // For every possible number of successes up to that observed...

        while(scaledCDF > 1 && samplesDone < n) {
          // Intermediate result is growing too big. Apply some of the
          // normalization to shrink everything.

          var factor = 1 - (m / (N - samplesDone));

          scaledPDF *= factor;
          scaledCDF *= factor;

          // Say we've normalized by this sample already.
          samplesDone++;
        }

        // Work out the partially-normalized hypergeometric PDF for the next
        // number of successes
        scaledPDF *= (n - i) * (m - i) / ((i + 1) * (N - m - n + i + 1));

        // Add to the CDF answer.
        scaledCDF += scaledPDF;
      }

      for(; samplesDone < n; samplesDone++) {
        // Apply all the rest of the normalization
        scaledCDF *= 1 - (m / (N - samplesDone));
      }

      // Bound answer sanely before returning.
      return Math.min(1, Math.max(0, scaledCDF));
    }
  }
});



// extend uniform function with static methods
jStat.extend(jStat.poisson, {
  pdf: function pdf(k, l) {
    if (l < 0 || (k % 1) !== 0 || k < 0) {
      return 0;
    }

    return Math.pow(l, k) * Math.exp(-l) / jStat.factorial(k);
  },

  cdf: function cdf(x, l) {
    var sumarr = [],
    k = 0;
    if (x < 0) return 0;
    for (; k <= x; k++) {
      sumarr.push(jStat.poisson.pdf(k, l));
    }
    return jStat.sum(sumarr);
  },

  mean : function(l) {
    return l;
  },

  variance : function(l) {
    return l;
  },

  sampleSmall: function sampleSmall(l) {
    var p = 1, k = 0, L = Math.exp(-l);
    do {
      k++;
      p *= jStat._random_fn();
    } while (p > L);
    return k - 1;
  },

  sampleLarge: function sampleLarge(l) {
    var lam = l;
    var k;
    var U, V, slam, loglam, a, b, invalpha, vr, us;

    slam = Math.sqrt(lam);
    loglam = Math.log(lam);
    b = 0.931 + 2.53 * slam;
    a = -0.059 + 0.02483 * b;
    invalpha = 1.1239 + 1.1328 / (b - 3.4);
    vr = 0.9277 - 3.6224 / (b - 2);

    while (1) {
      U = Math.random() - 0.5;
      V = Math.random();
      us = 0.5 - Math.abs(U);
      k = Math.floor((2 * a / us + b) * U + lam + 0.43);
      if ((us >= 0.07) && (V <= vr)) {
          return k;
      }
      if ((k < 0) || ((us < 0.013) && (V > us))) {
          continue;
      }
      /* log(V) == log(0.0) ok here */
      /* if U==0.0 so that us==0.0, log is ok since always returns */
      if ((Math.log(V) + Math.log(invalpha) - Math.log(a / (us * us) + b)) <= (-lam + k * loglam - jStat.loggam(k + 1))) {
          return k;
      }
    }
  },

  sample: function sample(l) {
    if (l < 10)
      return this.sampleSmall(l);
    else
      return this.sampleLarge(l);
  }
});

// extend triangular function with static methods
jStat.extend(jStat.triangular, {
  pdf: function pdf(x, a, b, c) {
    if (b <= a || c < a || c > b) {
      return NaN;
    } else {
      if (x < a || x > b) {
        return 0;
      } else if (x < c) {
          return (2 * (x - a)) / ((b - a) * (c - a));
      } else if (x === c) {
          return (2 / (b - a));
      } else { // x > c
          return (2 * (b - x)) / ((b - a) * (b - c));
      }
    }
  },

  cdf: function cdf(x, a, b, c) {
    if (b <= a || c < a || c > b)
      return NaN;
    if (x <= a)
      return 0;
    else if (x >= b)
      return 1;
    if (x <= c)
      return Math.pow(x - a, 2) / ((b - a) * (c - a));
    else // x > c
      return 1 - Math.pow(b - x, 2) / ((b - a) * (b - c));
  },

  inv: function inv(p, a, b, c) {
    if (b <= a || c < a || c > b) {
      return NaN;
    } else {
      if (p <= ((c - a) / (b - a))) {
        return a + (b - a) * Math.sqrt(p * ((c - a) / (b - a)));
      } else { // p > ((c - a) / (b - a))
        return a + (b - a) * (1 - Math.sqrt((1 - p) * (1 - ((c - a) / (b - a)))));
      }
    }
  },

  mean: function mean(a, b, c) {
    return (a + b + c) / 3;
  },

  median: function median(a, b, c) {
    if (c <= (a + b) / 2) {
      return b - Math.sqrt((b - a) * (b - c)) / Math.sqrt(2);
    } else if (c > (a + b) / 2) {
      return a + Math.sqrt((b - a) * (c - a)) / Math.sqrt(2);
    }
  },

  mode: function mode(a, b, c) {
    return c;
  },

  sample: function sample(a, b, c) {
    var u = jStat._random_fn();
    if (u < ((c - a) / (b - a)))
      return a + Math.sqrt(u * (b - a) * (c - a))
    return b - Math.sqrt((1 - u) * (b - a) * (b - c));
  },

  variance: function variance(a, b, c) {
    return (a * a + b * b + c * c - a * b - a * c - b * c) / 18;
  }
});


// extend arcsine function with static methods
jStat.extend(jStat.arcsine, {
  pdf: function pdf(x, a, b) {
    if (b <= a) return NaN;

    return (x <= a || x >= b) ? 0 :
      (2 / Math.PI) *
        Math.pow(Math.pow(b - a, 2) -
                  Math.pow(2 * x - a - b, 2), -0.5);
  },

  cdf: function cdf(x, a, b) {
    if (x < a)
      return 0;
    else if (x < b)
      return (2 / Math.PI) * Math.asin(Math.sqrt((x - a)/(b - a)));
    return 1;
  },

  inv: function(p, a, b) {
    return a + (0.5 - 0.5 * Math.cos(Math.PI * p)) * (b - a);
  },

  mean: function mean(a, b) {
    if (b <= a) return NaN;
    return (a + b) / 2;
  },

  median: function median(a, b) {
    if (b <= a) return NaN;
    return (a + b) / 2;
  },

  mode: function mode(/*a, b*/) {
    throw new Error('mode is not yet implemented');
  },

  sample: function sample(a, b) {
    return ((a + b) / 2) + ((b - a) / 2) *
      Math.sin(2 * Math.PI * jStat.uniform.sample(0, 1));
  },

  variance: function variance(a, b) {
    if (b <= a) return NaN;
    return Math.pow(b - a, 2) / 8;
  }
});


function laplaceSign(x) { return x / Math.abs(x); }

jStat.extend(jStat.laplace, {
  pdf: function pdf(x, mu, b) {
    return (b <= 0) ? 0 : (Math.exp(-Math.abs(x - mu) / b)) / (2 * b);
  },

  cdf: function cdf(x, mu, b) {
    if (b <= 0) { return 0; }

    if(x < mu) {
      return 0.5 * Math.exp((x - mu) / b);
    } else {
      return 1 - 0.5 * Math.exp(- (x - mu) / b);
    }
  },

  mean: function(mu/*, b*/) {
    return mu;
  },

  median: function(mu/*, b*/) {
    return mu;
  },

  mode: function(mu/*, b*/) {
    return mu;
  },

  variance: function(mu, b) {
    return 2 * b * b;
  },

  sample: function sample(mu, b) {
    var u = jStat._random_fn() - 0.5;

    return mu - (b * laplaceSign(u) * Math.log(1 - (2 * Math.abs(u))));
  }
});

function tukeyWprob(w, rr, cc) {
  var nleg = 12;
  var ihalf = 6;

  var C1 = -30;
  var C2 = -50;
  var C3 = 60;
  var bb   = 8;
  var wlar = 3;
  var wincr1 = 2;
  var wincr2 = 3;
  var xleg = [
    0.981560634246719250690549090149,
    0.904117256370474856678465866119,
    0.769902674194304687036893833213,
    0.587317954286617447296702418941,
    0.367831498998180193752691536644,
    0.125233408511468915472441369464
  ];
  var aleg = [
    0.047175336386511827194615961485,
    0.106939325995318430960254718194,
    0.160078328543346226334652529543,
    0.203167426723065921749064455810,
    0.233492536538354808760849898925,
    0.249147045813402785000562436043
  ];

  var qsqz = w * 0.5;

  // if w >= 16 then the integral lower bound (occurs for c=20)
  // is 0.99999999999995 so return a value of 1.

  if (qsqz >= bb)
    return 1.0;

  // find (f(w/2) - 1) ^ cc
  // (first term in integral of hartley's form).

  var pr_w = 2 * jStat.normal.cdf(qsqz, 0, 1, 1, 0) - 1; // erf(qsqz / M_SQRT2)
  // if pr_w ^ cc < 2e-22 then set pr_w = 0
  if (pr_w >= Math.exp(C2 / cc))
    pr_w = Math.pow(pr_w, cc);
  else
    pr_w = 0.0;

  // if w is large then the second component of the
  // integral is small, so fewer intervals are needed.

  var wincr;
  if (w > wlar)
    wincr = wincr1;
  else
    wincr = wincr2;

  // find the integral of second term of hartley's form
  // for the integral of the range for equal-length
  // intervals using legendre quadrature.  limits of
  // integration are from (w/2, 8).  two or three
  // equal-length intervals are used.

  // blb and bub are lower and upper limits of integration.

  var blb = qsqz;
  var binc = (bb - qsqz) / wincr;
  var bub = blb + binc;
  var einsum = 0.0;

  // integrate over each interval

  var cc1 = cc - 1.0;
  for (var wi = 1; wi <= wincr; wi++) {
    var elsum = 0.0;
    var a = 0.5 * (bub + blb);

    // legendre quadrature with order = nleg

    var b = 0.5 * (bub - blb);

    for (var jj = 1; jj <= nleg; jj++) {
      var j, xx;
      if (ihalf < jj) {
        j = (nleg - jj) + 1;
        xx = xleg[j-1];
      } else {
        j = jj;
        xx = -xleg[j-1];
      }
      var c = b * xx;
      var ac = a + c;

      // if exp(-qexpo/2) < 9e-14,
      // then doesn't contribute to integral

      var qexpo = ac * ac;
      if (qexpo > C3)
        break;

      var pplus = 2 * jStat.normal.cdf(ac, 0, 1, 1, 0);
      var pminus= 2 * jStat.normal.cdf(ac, w, 1, 1, 0);

      // if rinsum ^ (cc-1) < 9e-14,
      // then doesn't contribute to integral

      var rinsum = (pplus * 0.5) - (pminus * 0.5);
      if (rinsum >= Math.exp(C1 / cc1)) {
        rinsum = (aleg[j-1] * Math.exp(-(0.5 * qexpo))) * Math.pow(rinsum, cc1);
        elsum += rinsum;
      }
    }
    elsum *= (((2.0 * b) * cc) / Math.sqrt(2 * Math.PI));
    einsum += elsum;
    blb = bub;
    bub += binc;
  }

  // if pr_w ^ rr < 9e-14, then return 0
  pr_w += einsum;
  if (pr_w <= Math.exp(C1 / rr))
    return 0;

  pr_w = Math.pow(pr_w, rr);
  if (pr_w >= 1) // 1 was iMax was eps
    return 1;
  return pr_w;
}

function tukeyQinv(p, c, v) {
  var p0 = 0.322232421088;
  var q0 = 0.993484626060e-01;
  var p1 = -1.0;
  var q1 = 0.588581570495;
  var p2 = -0.342242088547;
  var q2 = 0.531103462366;
  var p3 = -0.204231210125;
  var q3 = 0.103537752850;
  var p4 = -0.453642210148e-04;
  var q4 = 0.38560700634e-02;
  var c1 = 0.8832;
  var c2 = 0.2368;
  var c3 = 1.214;
  var c4 = 1.208;
  var c5 = 1.4142;
  var vmax = 120.0;

  var ps = 0.5 - 0.5 * p;
  var yi = Math.sqrt(Math.log(1.0 / (ps * ps)));
  var t = yi + (((( yi * p4 + p3) * yi + p2) * yi + p1) * yi + p0)
     / (((( yi * q4 + q3) * yi + q2) * yi + q1) * yi + q0);
  if (v < vmax) t += (t * t * t + t) / v / 4.0;
  var q = c1 - c2 * t;
  if (v < vmax) q += -c3 / v + c4 * t / v;
  return t * (q * Math.log(c - 1.0) + c5);
}

jStat.extend(jStat.tukey, {
  cdf: function cdf(q, nmeans, df) {
    // Identical implementation as the R ptukey() function as of commit 68947
    var rr = 1;
    var cc = nmeans;

    var nlegq = 16;
    var ihalfq = 8;

    var eps1 = -30.0;
    var eps2 = 1.0e-14;
    var dhaf  = 100.0;
    var dquar = 800.0;
    var deigh = 5000.0;
    var dlarg = 25000.0;
    var ulen1 = 1.0;
    var ulen2 = 0.5;
    var ulen3 = 0.25;
    var ulen4 = 0.125;
    var xlegq = [
      0.989400934991649932596154173450,
      0.944575023073232576077988415535,
      0.865631202387831743880467897712,
      0.755404408355003033895101194847,
      0.617876244402643748446671764049,
      0.458016777657227386342419442984,
      0.281603550779258913230460501460,
      0.950125098376374401853193354250e-1
    ];
    var alegq = [
      0.271524594117540948517805724560e-1,
      0.622535239386478928628438369944e-1,
      0.951585116824927848099251076022e-1,
      0.124628971255533872052476282192,
      0.149595988816576732081501730547,
      0.169156519395002538189312079030,
      0.182603415044923588866763667969,
      0.189450610455068496285396723208
    ];

    if (q <= 0)
      return 0;

    // df must be > 1
    // there must be at least two values

    if (df < 2 || rr < 1 || cc < 2) return NaN;

    if (!Number.isFinite(q))
      return 1;

    if (df > dlarg)
      return tukeyWprob(q, rr, cc);

    // calculate leading constant

    var f2 = df * 0.5;
    var f2lf = ((f2 * Math.log(df)) - (df * Math.log(2))) - jStat.gammaln(f2);
    var f21 = f2 - 1.0;

    // integral is divided into unit, half-unit, quarter-unit, or
    // eighth-unit length intervals depending on the value of the
    // degrees of freedom.

    var ff4 = df * 0.25;
    var ulen;
    if      (df <= dhaf)  ulen = ulen1;
    else if (df <= dquar) ulen = ulen2;
    else if (df <= deigh) ulen = ulen3;
    else                  ulen = ulen4;

    f2lf += Math.log(ulen);

    // integrate over each subinterval

    var ans = 0.0;

    for (var i = 1; i <= 50; i++) {
      var otsum = 0.0;

      // legendre quadrature with order = nlegq
      // nodes (stored in xlegq) are symmetric around zero.

      var twa1 = (2 * i - 1) * ulen;

      for (var jj = 1; jj <= nlegq; jj++) {
        var j, t1;
        if (ihalfq < jj) {
          j = jj - ihalfq - 1;
          t1 = (f2lf + (f21 * Math.log(twa1 + (xlegq[j] * ulen))))
              - (((xlegq[j] * ulen) + twa1) * ff4);
        } else {
          j = jj - 1;
          t1 = (f2lf + (f21 * Math.log(twa1 - (xlegq[j] * ulen))))
              + (((xlegq[j] * ulen) - twa1) * ff4);
        }

        // if exp(t1) < 9e-14, then doesn't contribute to integral
        var qsqz;
        if (t1 >= eps1) {
          if (ihalfq < jj) {
            qsqz = q * Math.sqrt(((xlegq[j] * ulen) + twa1) * 0.5);
          } else {
            qsqz = q * Math.sqrt(((-(xlegq[j] * ulen)) + twa1) * 0.5);
          }

          // call wprob to find integral of range portion

          var wprb = tukeyWprob(qsqz, rr, cc);
          var rotsum = (wprb * alegq[j]) * Math.exp(t1);
          otsum += rotsum;
        }
        // end legendre integral for interval i
        // L200:
      }

      // if integral for interval i < 1e-14, then stop.
      // However, in order to avoid small area under left tail,
      // at least  1 / ulen  intervals are calculated.
      if (i * ulen >= 1.0 && otsum <= eps2)
        break;

      // end of interval i
      // L330:

      ans += otsum;
    }

    if (otsum > eps2) { // not converged
      throw new Error('tukey.cdf failed to converge');
    }
    if (ans > 1)
      ans = 1;
    return ans;
  },

  inv: function(p, nmeans, df) {
    // Identical implementation as the R qtukey() function as of commit 68947
    var rr = 1;
    var cc = nmeans;

    var eps = 0.0001;
    var maxiter = 50;

    // df must be > 1 ; there must be at least two values
    if (df < 2 || rr < 1 || cc < 2) return NaN;

    if (p < 0 || p > 1) return NaN;
    if (p === 0) return 0;
    if (p === 1) return Infinity;

    // Initial value

    var x0 = tukeyQinv(p, cc, df);

    // Find prob(value < x0)

    var valx0 = jStat.tukey.cdf(x0, nmeans, df) - p;

    // Find the second iterate and prob(value < x1).
    // If the first iterate has probability value
    // exceeding p then second iterate is 1 less than
    // first iterate; otherwise it is 1 greater.

    var x1;
    if (valx0 > 0.0)
      x1 = Math.max(0.0, x0 - 1.0);
    else
      x1 = x0 + 1.0;
    var valx1 = jStat.tukey.cdf(x1, nmeans, df) - p;

    // Find new iterate

    var ans;
    for(var iter = 1; iter < maxiter; iter++) {
      ans = x1 - ((valx1 * (x1 - x0)) / (valx1 - valx0));
      valx0 = valx1;

      // New iterate must be >= 0

      x0 = x1;
      if (ans < 0.0) {
        ans = 0.0;
        valx1 = -p;
      }
      // Find prob(value < new iterate)

      valx1 = jStat.tukey.cdf(ans, nmeans, df) - p;
      x1 = ans;

      // If the difference between two successive
      // iterates is less than eps, stop

      var xabs = Math.abs(x1 - x0);
      if (xabs < eps)
        return ans;
    }

    throw new Error('tukey.inv failed to converge');
  }
});

}(jStat, Math));
/* Provides functions for the solution of linear system of equations, integration, extrapolation,
 * interpolation, eigenvalue problems, differential equations and PCA analysis. */

(function(jStat, Math) {

var push = Array.prototype.push;
var isArray = jStat.utils.isArray;

function isUsable(arg) {
  return isArray(arg) || arg instanceof jStat;
}

jStat.extend({

  // add a vector/matrix to a vector/matrix or scalar
  add: function add(arr, arg) {
    // check if arg is a vector or scalar
    if (isUsable(arg)) {
      if (!isUsable(arg[0])) arg = [ arg ];
      return jStat.map(arr, function(value, row, col) {
        return value + arg[row][col];
      });
    }
    return jStat.map(arr, function(value) { return value + arg; });
  },

  // subtract a vector or scalar from the vector
  subtract: function subtract(arr, arg) {
    // check if arg is a vector or scalar
    if (isUsable(arg)) {
      if (!isUsable(arg[0])) arg = [ arg ];
      return jStat.map(arr, function(value, row, col) {
        return value - arg[row][col] || 0;
      });
    }
    return jStat.map(arr, function(value) { return value - arg; });
  },

  // matrix division
  divide: function divide(arr, arg) {
    if (isUsable(arg)) {
      if (!isUsable(arg[0])) arg = [ arg ];
      return jStat.multiply(arr, jStat.inv(arg));
    }
    return jStat.map(arr, function(value) { return value / arg; });
  },

  // matrix multiplication
  multiply: function multiply(arr, arg) {
    var row, col, nrescols, sum, nrow, ncol, res, rescols;
    // eg: arr = 2 arg = 3 -> 6 for res[0][0] statement closure
    if (arr.length === undefined && arg.length === undefined) {
      return arr * arg;
    }
    nrow = arr.length,
    ncol = arr[0].length,
    res = jStat.zeros(nrow, nrescols = (isUsable(arg)) ? arg[0].length : ncol),
    rescols = 0;
    if (isUsable(arg)) {
      for (; rescols < nrescols; rescols++) {
        for (row = 0; row < nrow; row++) {
          sum = 0;
          for (col = 0; col < ncol; col++)
          sum += arr[row][col] * arg[col][rescols];
          res[row][rescols] = sum;
        }
      }
      return (nrow === 1 && rescols === 1) ? res[0][0] : res;
    }
    return jStat.map(arr, function(value) { return value * arg; });
  },

  // outer([1,2,3],[4,5,6])
  // ===
  // [[1],[2],[3]] times [[4,5,6]]
  // ->
  // [[4,5,6],[8,10,12],[12,15,18]]
  outer:function outer(A, B) {
    return jStat.multiply(A.map(function(t){ return [t] }), [B]);
  },


  // Returns the dot product of two matricies
  dot: function dot(arr, arg) {
    if (!isUsable(arr[0])) arr = [ arr ];
    if (!isUsable(arg[0])) arg = [ arg ];
    // convert column to row vector
    var left = (arr[0].length === 1 && arr.length !== 1) ? jStat.transpose(arr) : arr,
    right = (arg[0].length === 1 && arg.length !== 1) ? jStat.transpose(arg) : arg,
    res = [],
    row = 0,
    nrow = left.length,
    ncol = left[0].length,
    sum, col;
    for (; row < nrow; row++) {
      res[row] = [];
      sum = 0;
      for (col = 0; col < ncol; col++)
      sum += left[row][col] * right[row][col];
      res[row] = sum;
    }
    return (res.length === 1) ? res[0] : res;
  },

  // raise every element by a scalar
  pow: function pow(arr, arg) {
    return jStat.map(arr, function(value) { return Math.pow(value, arg); });
  },

  // exponentiate every element
  exp: function exp(arr) {
    return jStat.map(arr, function(value) { return Math.exp(value); });
  },

  // generate the natural log of every element
  log: function exp(arr) {
    return jStat.map(arr, function(value) { return Math.log(value); });
  },

  // generate the absolute values of the vector
  abs: function abs(arr) {
    return jStat.map(arr, function(value) { return Math.abs(value); });
  },

  // computes the p-norm of the vector
  // In the case that a matrix is passed, uses the first row as the vector
  norm: function norm(arr, p) {
    var nnorm = 0,
    i = 0;
    // check the p-value of the norm, and set for most common case
    if (isNaN(p)) p = 2;
    // check if multi-dimensional array, and make vector correction
    if (isUsable(arr[0])) arr = arr[0];
    // vector norm
    for (; i < arr.length; i++) {
      nnorm += Math.pow(Math.abs(arr[i]), p);
    }
    return Math.pow(nnorm, 1 / p);
  },

  // computes the angle between two vectors in rads
  // In case a matrix is passed, this uses the first row as the vector
  angle: function angle(arr, arg) {
    return Math.acos(jStat.dot(arr, arg) / (jStat.norm(arr) * jStat.norm(arg)));
  },

  // augment one matrix by another
  // Note: this function returns a matrix, not a jStat object
  aug: function aug(a, b) {
    var newarr = [];
    var i;
    for (i = 0; i < a.length; i++) {
      newarr.push(a[i].slice());
    }
    for (i = 0; i < newarr.length; i++) {
      push.apply(newarr[i], b[i]);
    }
    return newarr;
  },

  // The inv() function calculates the inverse of a matrix
  // Create the inverse by augmenting the matrix by the identity matrix of the
  // appropriate size, and then use G-J elimination on the augmented matrix.
  inv: function inv(a) {
    var rows = a.length;
    var cols = a[0].length;
    var b = jStat.identity(rows, cols);
    var c = jStat.gauss_jordan(a, b);
    var result = [];
    var i = 0;
    var j;

    //We need to copy the inverse portion to a new matrix to rid G-J artifacts
    for (; i < rows; i++) {
      result[i] = [];
      for (j = cols; j < c[0].length; j++)
        result[i][j - cols] = c[i][j];
    }
    return result;
  },

  // calculate the determinant of a matrix
  det: function det(a) {
    if (a.length === 2) {
      return a[0][0] * a[1][1] - a[0][1] * a[1][0];
    }

    var determinant = 0;
    for (var i = 0; i < a.length; i++) {
      // build a sub matrix without column `i`
      var submatrix = [];
      for (var row = 1; row < a.length; row++) {
        submatrix[row - 1] = [];
        for (var col = 0; col < a.length; col++) {
          if (col < i) {
            submatrix[row - 1][col] = a[row][col];
          } else if (col > i) {
            submatrix[row - 1][col - 1] = a[row][col];
          }
        }
      }

      // alternate between + and - between determinants
      var sign = i % 2 ? -1 : 1;
      determinant += det(submatrix) * a[0][i] * sign;
    }

    return determinant
  },

  gauss_elimination: function gauss_elimination(a, b) {
    var i = 0,
    j = 0,
    n = a.length,
    m = a[0].length,
    factor = 1,
    sum = 0,
    x = [],
    maug, pivot, temp, k;
    a = jStat.aug(a, b);
    maug = a[0].length;
    for(i = 0; i < n; i++) {
      pivot = a[i][i];
      j = i;
      for (k = i + 1; k < m; k++) {
        if (pivot < Math.abs(a[k][i])) {
          pivot = a[k][i];
          j = k;
        }
      }
      if (j != i) {
        for(k = 0; k < maug; k++) {
          temp = a[i][k];
          a[i][k] = a[j][k];
          a[j][k] = temp;
        }
      }
      for (j = i + 1; j < n; j++) {
        factor = a[j][i] / a[i][i];
        for(k = i; k < maug; k++) {
          a[j][k] = a[j][k] - factor * a[i][k];
        }
      }
    }
    for (i = n - 1; i >= 0; i--) {
      sum = 0;
      for (j = i + 1; j<= n - 1; j++) {
        sum = sum + x[j] * a[i][j];
      }
      x[i] =(a[i][maug - 1] - sum) / a[i][i];
    }
    return x;
  },

  gauss_jordan: function gauss_jordan(a, b) {
    var m = jStat.aug(a, b);
    var h = m.length;
    var w = m[0].length;
    var c = 0;
    var x, y, y2;
    // find max pivot
    for (y = 0; y < h; y++) {
      var maxrow = y;
      for (y2 = y+1; y2 < h; y2++) {
        if (Math.abs(m[y2][y]) > Math.abs(m[maxrow][y]))
          maxrow = y2;
      }
      var tmp = m[y];
      m[y] = m[maxrow];
      m[maxrow] = tmp
      for (y2 = y+1; y2 < h; y2++) {
        c = m[y2][y] / m[y][y];
        for (x = y; x < w; x++) {
          m[y2][x] -= m[y][x] * c;
        }
      }
    }
    // backsubstitute
    for (y = h-1; y >= 0; y--) {
      c = m[y][y];
      for (y2 = 0; y2 < y; y2++) {
        for (x = w-1; x > y-1; x--) {
          m[y2][x] -= m[y][x] * m[y2][y] / c;
        }
      }
      m[y][y] /= c;
      for (x = h; x < w; x++) {
        m[y][x] /= c;
      }
    }
    return m;
  },

  // solve equation
  // Ax=b
  // A is upper triangular matrix
  // A=[[1,2,3],[0,4,5],[0,6,7]]
  // b=[1,2,3]
  // triaUpSolve(A,b) // -> [2.666,0.1666,1.666]
  // if you use matrix style
  // A=[[1,2,3],[0,4,5],[0,6,7]]
  // b=[[1],[2],[3]]
  // will return [[2.666],[0.1666],[1.666]]
  triaUpSolve: function triaUpSolve(A, b) {
    var size = A[0].length;
    var x = jStat.zeros(1, size)[0];
    var parts;
    var matrix_mode = false;

    if (b[0].length != undefined) {
      b = b.map(function(i){ return i[0] });
      matrix_mode = true;
    }

    jStat.arange(size - 1, -1, -1).forEach(function(i) {
      parts = jStat.arange(i + 1, size).map(function(j) {
        return x[j] * A[i][j];
      });
      x[i] = (b[i] - jStat.sum(parts)) / A[i][i];
    });

    if (matrix_mode)
      return x.map(function(i){ return [i] });
    return x;
  },

  triaLowSolve: function triaLowSolve(A, b) {
    // like to triaUpSolve but A is lower triangular matrix
    var size = A[0].length;
    var x = jStat.zeros(1, size)[0];
    var parts;

    var matrix_mode=false;
    if (b[0].length != undefined) {
      b = b.map(function(i){ return i[0] });
      matrix_mode = true;
    }

    jStat.arange(size).forEach(function(i) {
      parts = jStat.arange(i).map(function(j) {
        return A[i][j] * x[j];
      });
      x[i] = (b[i] - jStat.sum(parts)) / A[i][i];
    })

    if (matrix_mode)
      return x.map(function(i){ return [i] });
    return x;
  },


  // A -> [L,U]
  // A=LU
  // L is lower triangular matrix
  // U is upper triangular matrix
  lu: function lu(A) {
    var size = A.length;
    //var L=jStat.diagonal(jStat.ones(1,size)[0]);
    var L = jStat.identity(size);
    var R = jStat.zeros(A.length, A[0].length);
    var parts;
    jStat.arange(size).forEach(function(t) {
      R[0][t] = A[0][t];
    });
    jStat.arange(1, size).forEach(function(l) {
      jStat.arange(l).forEach(function(i) {
        parts = jStat.arange(i).map(function(jj) {
          return L[l][jj] * R[jj][i];
        });
        L[l][i] = (A[l][i] - jStat.sum(parts)) / R[i][i];
      });
      jStat.arange(l, size).forEach(function(j) {
        parts = jStat.arange(l).map(function(jj) {
          return L[l][jj] * R[jj][j];
        });
        R[l][j] = A[parts.length][j] - jStat.sum(parts);
      });
    });
    return [L, R];
  },

  // A -> T
  // A=TT'
  // T is lower triangular matrix
  cholesky: function cholesky(A) {
    var size = A.length;
    var T = jStat.zeros(A.length, A[0].length);
    var parts;
    jStat.arange(size).forEach(function(i) {
      parts = jStat.arange(i).map(function(t) {
        return Math.pow(T[i][t],2);
      });
      T[i][i] = Math.sqrt(A[i][i] - jStat.sum(parts));
      jStat.arange(i + 1, size).forEach(function(j) {
        parts = jStat.arange(i).map(function(t) {
          return T[i][t] * T[j][t];
        });
        T[j][i] = (A[i][j] - jStat.sum(parts)) / T[i][i];
      });
    });
    return T;
  },


  gauss_jacobi: function gauss_jacobi(a, b, x, r) {
    var i = 0;
    var j = 0;
    var n = a.length;
    var l = [];
    var u = [];
    var d = [];
    var xv, c, h, xk;
    for (; i < n; i++) {
      l[i] = [];
      u[i] = [];
      d[i] = [];
      for (j = 0; j < n; j++) {
        if (i > j) {
          l[i][j] = a[i][j];
          u[i][j] = d[i][j] = 0;
        } else if (i < j) {
          u[i][j] = a[i][j];
          l[i][j] = d[i][j] = 0;
        } else {
          d[i][j] = a[i][j];
          l[i][j] = u[i][j] = 0;
        }
      }
    }
    h = jStat.multiply(jStat.multiply(jStat.inv(d), jStat.add(l, u)), -1);
    c = jStat.multiply(jStat.inv(d), b);
    xv = x;
    xk = jStat.add(jStat.multiply(h, x), c);
    i = 2;
    while (Math.abs(jStat.norm(jStat.subtract(xk,xv))) > r) {
      xv = xk;
      xk = jStat.add(jStat.multiply(h, xv), c);
      i++;
    }
    return xk;
  },

  gauss_seidel: function gauss_seidel(a, b, x, r) {
    var i = 0;
    var n = a.length;
    var l = [];
    var u = [];
    var d = [];
    var j, xv, c, h, xk;
    for (; i < n; i++) {
      l[i] = [];
      u[i] = [];
      d[i] = [];
      for (j = 0; j < n; j++) {
        if (i > j) {
          l[i][j] = a[i][j];
          u[i][j] = d[i][j] = 0;
        } else if (i < j) {
          u[i][j] = a[i][j];
          l[i][j] = d[i][j] = 0;
        } else {
          d[i][j] = a[i][j];
          l[i][j] = u[i][j] = 0;
        }
      }
    }
    h = jStat.multiply(jStat.multiply(jStat.inv(jStat.add(d, l)), u), -1);
    c = jStat.multiply(jStat.inv(jStat.add(d, l)), b);
    xv = x;
    xk = jStat.add(jStat.multiply(h, x), c);
    i = 2;
    while (Math.abs(jStat.norm(jStat.subtract(xk, xv))) > r) {
      xv = xk;
      xk = jStat.add(jStat.multiply(h, xv), c);
      i = i + 1;
    }
    return xk;
  },

  SOR: function SOR(a, b, x, r, w) {
    var i = 0;
    var n = a.length;
    var l = [];
    var u = [];
    var d = [];
    var j, xv, c, h, xk;
    for (; i < n; i++) {
      l[i] = [];
      u[i] = [];
      d[i] = [];
      for (j = 0; j < n; j++) {
        if (i > j) {
          l[i][j] = a[i][j];
          u[i][j] = d[i][j] = 0;
        } else if (i < j) {
          u[i][j] = a[i][j];
          l[i][j] = d[i][j] = 0;
        } else {
          d[i][j] = a[i][j];
          l[i][j] = u[i][j] = 0;
        }
      }
    }
    h = jStat.multiply(jStat.inv(jStat.add(d, jStat.multiply(l, w))),
                       jStat.subtract(jStat.multiply(d, 1 - w),
                                      jStat.multiply(u, w)));
    c = jStat.multiply(jStat.multiply(jStat.inv(jStat.add(d,
        jStat.multiply(l, w))), b), w);
    xv = x;
    xk = jStat.add(jStat.multiply(h, x), c);
    i = 2;
    while (Math.abs(jStat.norm(jStat.subtract(xk, xv))) > r) {
      xv = xk;
      xk = jStat.add(jStat.multiply(h, xv), c);
      i++;
    }
    return xk;
  },

  householder: function householder(a) {
    var m = a.length;
    var n = a[0].length;
    var i = 0;
    var w = [];
    var p = [];
    var alpha, r, k, j, factor;
    for (; i < m - 1; i++) {
      alpha = 0;
      for (j = i + 1; j < n; j++)
      alpha += (a[j][i] * a[j][i]);
      factor = (a[i + 1][i] > 0) ? -1 : 1;
      alpha = factor * Math.sqrt(alpha);
      r = Math.sqrt((((alpha * alpha) - a[i + 1][i] * alpha) / 2));
      w = jStat.zeros(m, 1);
      w[i + 1][0] = (a[i + 1][i] - alpha) / (2 * r);
      for (k = i + 2; k < m; k++) w[k][0] = a[k][i] / (2 * r);
      p = jStat.subtract(jStat.identity(m, n),
          jStat.multiply(jStat.multiply(w, jStat.transpose(w)), 2));
      a = jStat.multiply(p, jStat.multiply(a, p));
    }
    return a;
  },

  // A -> [Q,R]
  // Q is orthogonal matrix
  // R is upper triangular
  QR: (function() {
    // x -> Q
    // find a orthogonal matrix Q st.
    // Qx=y
    // y is [||x||,0,0,...]

    // quick ref
    var sum   = jStat.sum;
    var range = jStat.arange;

    function qr2(x) {
      // quick impletation
      // https://www.stat.wisc.edu/~larget/math496/qr.html

      var n = x.length;
      var p = x[0].length;

      var r = jStat.zeros(p, p);
      x = jStat.copy(x);

      var i,j,k;
      for(j = 0; j < p; j++){
        r[j][j] = Math.sqrt(sum(range(n).map(function(i){
          return x[i][j] * x[i][j];
        })));
        for(i = 0; i < n; i++){
          x[i][j] = x[i][j] / r[j][j];
        }
        for(k = j+1; k < p; k++){
          r[j][k] = sum(range(n).map(function(i){
            return x[i][j] * x[i][k];
          }));
          for(i = 0; i < n; i++){
            x[i][k] = x[i][k] - x[i][j]*r[j][k];
          }
        }
      }
      return [x, r];
    }

    return qr2;
  }()),

  lstsq: (function() {
    // solve least squard problem for Ax=b as QR decomposition way if b is
    // [[b1],[b2],[b3]] form will return [[x1],[x2],[x3]] array form solution
    // else b is [b1,b2,b3] form will return [x1,x2,x3] array form solution
    function R_I(A) {
      A = jStat.copy(A);
      var size = A.length;
      var I = jStat.identity(size);
      jStat.arange(size - 1, -1, -1).forEach(function(i) {
        jStat.sliceAssign(
            I, { row: i }, jStat.divide(jStat.slice(I, { row: i }), A[i][i]));
        jStat.sliceAssign(
            A, { row: i }, jStat.divide(jStat.slice(A, { row: i }), A[i][i]));
        jStat.arange(i).forEach(function(j) {
          var c = jStat.multiply(A[j][i], -1);
          var Aj = jStat.slice(A, { row: j });
          var cAi = jStat.multiply(jStat.slice(A, { row: i }), c);
          jStat.sliceAssign(A, { row: j }, jStat.add(Aj, cAi));
          var Ij = jStat.slice(I, { row: j });
          var cIi = jStat.multiply(jStat.slice(I, { row: i }), c);
          jStat.sliceAssign(I, { row: j }, jStat.add(Ij, cIi));
        })
      });
      return I;
    }

    function qr_solve(A, b){
      var array_mode = false;
      if (b[0].length === undefined) {
        // [c1,c2,c3] mode
        b = b.map(function(x){ return [x] });
        array_mode = true;
      }
      var QR = jStat.QR(A);
      var Q = QR[0];
      var R = QR[1];
      var attrs = A[0].length;
      var Q1 = jStat.slice(Q,{col:{end:attrs}});
      var R1 = jStat.slice(R,{row:{end:attrs}});
      var RI = R_I(R1);
      var Q2 = jStat.transpose(Q1);

      if(Q2[0].length === undefined){
        Q2 = [Q2]; // The confusing jStat.multifly implementation threat nature process again.
      }

      var x = jStat.multiply(jStat.multiply(RI, Q2), b);

      if(x.length === undefined){
        x = [[x]]; // The confusing jStat.multifly implementation threat nature process again.
      }


      if (array_mode)
        return x.map(function(i){ return i[0] });
      return x;
    }

    return qr_solve;
  }()),

  jacobi: function jacobi(a) {
    var condition = 1;
    var n = a.length;
    var e = jStat.identity(n, n);
    var ev = [];
    var b, i, j, p, q, maxim, theta, s;
    // condition === 1 only if tolerance is not reached
    while (condition === 1) {
      maxim = a[0][1];
      p = 0;
      q = 1;
      for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++) {
          if (i != j) {
            if (maxim < Math.abs(a[i][j])) {
              maxim = Math.abs(a[i][j]);
              p = i;
              q = j;
            }
          }
        }
      }
      if (a[p][p] === a[q][q])
        theta = (a[p][q] > 0) ? Math.PI / 4 : -Math.PI / 4;
      else
        theta = Math.atan(2 * a[p][q] / (a[p][p] - a[q][q])) / 2;
      s = jStat.identity(n, n);
      s[p][p] = Math.cos(theta);
      s[p][q] = -Math.sin(theta);
      s[q][p] = Math.sin(theta);
      s[q][q] = Math.cos(theta);
      // eigen vector matrix
      e = jStat.multiply(e, s);
      b = jStat.multiply(jStat.multiply(jStat.inv(s), a), s);
      a = b;
      condition = 0;
      for (i = 1; i < n; i++) {
        for (j = 1; j < n; j++) {
          if (i != j && Math.abs(a[i][j]) > 0.001) {
            condition = 1;
          }
        }
      }
    }
    for (i = 0; i < n; i++) ev.push(a[i][i]);
    //returns both the eigenvalue and eigenmatrix
    return [e, ev];
  },

  rungekutta: function rungekutta(f, h, p, t_j, u_j, order) {
    var k1, k2, u_j1, k3, k4;
    if (order === 2) {
      while (t_j <= p) {
        k1 = h * f(t_j, u_j);
        k2 = h * f(t_j + h, u_j + k1);
        u_j1 = u_j + (k1 + k2) / 2;
        u_j = u_j1;
        t_j = t_j + h;
      }
    }
    if (order === 4) {
      while (t_j <= p) {
        k1 = h * f(t_j, u_j);
        k2 = h * f(t_j + h / 2, u_j + k1 / 2);
        k3 = h * f(t_j + h / 2, u_j + k2 / 2);
        k4 = h * f(t_j +h, u_j + k3);
        u_j1 = u_j + (k1 + 2 * k2 + 2 * k3 + k4) / 6;
        u_j = u_j1;
        t_j = t_j + h;
      }
    }
    return u_j;
  },

  romberg: function romberg(f, a, b, order) {
    var i = 0;
    var h = (b - a) / 2;
    var x = [];
    var h1 = [];
    var g = [];
    var m, a1, j, k, I;
    while (i < order / 2) {
      I = f(a);
      for (j = a, k = 0; j <= b; j = j + h, k++) x[k] = j;
      m = x.length;
      for (j = 1; j < m - 1; j++) {
        I += (((j % 2) !== 0) ? 4 : 2) * f(x[j]);
      }
      I = (h / 3) * (I + f(b));
      g[i] = I;
      h /= 2;
      i++;
    }
    a1 = g.length;
    m = 1;
    while (a1 !== 1) {
      for (j = 0; j < a1 - 1; j++)
      h1[j] = ((Math.pow(4, m)) * g[j + 1] - g[j]) / (Math.pow(4, m) - 1);
      a1 = h1.length;
      g = h1;
      h1 = [];
      m++;
    }
    return g;
  },

  richardson: function richardson(X, f, x, h) {
    function pos(X, x) {
      var i = 0;
      var n = X.length;
      var p;
      for (; i < n; i++)
        if (X[i] === x) p = i;
      return p;
    }
    var h_min = Math.abs(x - X[pos(X, x) + 1]);
    var i = 0;
    var g = [];
    var h1 = [];
    var y1, y2, m, a, j;
    while (h >= h_min) {
      y1 = pos(X, x + h);
      y2 = pos(X, x);
      g[i] = (f[y1] - 2 * f[y2] + f[2 * y2 - y1]) / (h * h);
      h /= 2;
      i++;
    }
    a = g.length;
    m = 1;
    while (a != 1) {
      for (j = 0; j < a - 1; j++)
        h1[j] = ((Math.pow(4, m)) * g[j + 1] - g[j]) / (Math.pow(4, m) - 1);
      a = h1.length;
      g = h1;
      h1 = [];
      m++;
    }
    return g;
  },

  simpson: function simpson(f, a, b, n) {
    var h = (b - a) / n;
    var I = f(a);
    var x = [];
    var j = a;
    var k = 0;
    var i = 1;
    var m;
    for (; j <= b; j = j + h, k++)
      x[k] = j;
    m = x.length;
    for (; i < m - 1; i++) {
      I += ((i % 2 !== 0) ? 4 : 2) * f(x[i]);
    }
    return (h / 3) * (I + f(b));
  },

  hermite: function hermite(X, F, dF, value) {
    var n = X.length;
    var p = 0;
    var i = 0;
    var l = [];
    var dl = [];
    var A = [];
    var B = [];
    var j;
    for (; i < n; i++) {
      l[i] = 1;
      for (j = 0; j < n; j++) {
        if (i != j) l[i] *= (value - X[j]) / (X[i] - X[j]);
      }
      dl[i] = 0;
      for (j = 0; j < n; j++) {
        if (i != j) dl[i] += 1 / (X [i] - X[j]);
      }
      A[i] = (1 - 2 * (value - X[i]) * dl[i]) * (l[i] * l[i]);
      B[i] = (value - X[i]) * (l[i] * l[i]);
      p += (A[i] * F[i] + B[i] * dF[i]);
    }
    return p;
  },

  lagrange: function lagrange(X, F, value) {
    var p = 0;
    var i = 0;
    var j, l;
    var n = X.length;
    for (; i < n; i++) {
      l = F[i];
      for (j = 0; j < n; j++) {
        // calculating the lagrange polynomial L_i
        if (i != j) l *= (value - X[j]) / (X[i] - X[j]);
      }
      // adding the lagrange polynomials found above
      p += l;
    }
    return p;
  },

  cubic_spline: function cubic_spline(X, F, value) {
    var n = X.length;
    var i = 0, j;
    var A = [];
    var B = [];
    var alpha = [];
    var c = [];
    var h = [];
    var b = [];
    var d = [];
    for (; i < n - 1; i++)
      h[i] = X[i + 1] - X[i];
    alpha[0] = 0;
    for (i = 1; i < n - 1; i++) {
      alpha[i] = (3 / h[i]) * (F[i + 1] - F[i]) -
          (3 / h[i-1]) * (F[i] - F[i-1]);
    }
    for (i = 1; i < n - 1; i++) {
      A[i] = [];
      B[i] = [];
      A[i][i-1] = h[i-1];
      A[i][i] = 2 * (h[i - 1] + h[i]);
      A[i][i+1] = h[i];
      B[i][0] = alpha[i];
    }
    c = jStat.multiply(jStat.inv(A), B);
    for (j = 0; j < n - 1; j++) {
      b[j] = (F[j + 1] - F[j]) / h[j] - h[j] * (c[j + 1][0] + 2 * c[j][0]) / 3;
      d[j] = (c[j + 1][0] - c[j][0]) / (3 * h[j]);
    }
    for (j = 0; j < n; j++) {
      if (X[j] > value) break;
    }
    j -= 1;
    return F[j] + (value - X[j]) * b[j] + jStat.sq(value-X[j]) *
        c[j] + (value - X[j]) * jStat.sq(value - X[j]) * d[j];
  },

  gauss_quadrature: function gauss_quadrature() {
    throw new Error('gauss_quadrature not yet implemented');
  },

  PCA: function PCA(X) {
    var m = X.length;
    var n = X[0].length;
    var i = 0;
    var j, temp1;
    var u = [];
    var D = [];
    var result = [];
    var temp2 = [];
    var Y = [];
    var Bt = [];
    var B = [];
    var C = [];
    var V = [];
    var Vt = [];
    for (i = 0; i < m; i++) {
      u[i] = jStat.sum(X[i]) / n;
    }
    for (i = 0; i < n; i++) {
      B[i] = [];
      for(j = 0; j < m; j++) {
        B[i][j] = X[j][i] - u[j];
      }
    }
    B = jStat.transpose(B);
    for (i = 0; i < m; i++) {
      C[i] = [];
      for (j = 0; j < m; j++) {
        C[i][j] = (jStat.dot([B[i]], [B[j]])) / (n - 1);
      }
    }
    result = jStat.jacobi(C);
    V = result[0];
    D = result[1];
    Vt = jStat.transpose(V);
    for (i = 0; i < D.length; i++) {
      for (j = i; j < D.length; j++) {
        if(D[i] < D[j])  {
          temp1 = D[i];
          D[i] = D[j];
          D[j] = temp1;
          temp2 = Vt[i];
          Vt[i] = Vt[j];
          Vt[j] = temp2;
        }
      }
    }
    Bt = jStat.transpose(B);
    for (i = 0; i < m; i++) {
      Y[i] = [];
      for (j = 0; j < Bt.length; j++) {
        Y[i][j] = jStat.dot([Vt[i]], [Bt[j]]);
      }
    }
    return [X, D, Vt, Y];
  }
});

// extend jStat.fn with methods that require one argument
(function(funcs) {
  for (var i = 0; i < funcs.length; i++) (function(passfunc) {
    jStat.fn[passfunc] = function(arg, func) {
      var tmpthis = this;
      // check for callback
      if (func) {
        setTimeout(function() {
          func.call(tmpthis, jStat.fn[passfunc].call(tmpthis, arg));
        }, 15);
        return this;
      }
      if (typeof jStat[passfunc](this, arg) === 'number')
        return jStat[passfunc](this, arg);
      else
        return jStat(jStat[passfunc](this, arg));
    };
  }(funcs[i]));
}('add divide multiply subtract dot pow exp log abs norm angle'.split(' ')));

}(jStat, Math));
(function(jStat, Math) {

var slice = [].slice;
var isNumber = jStat.utils.isNumber;
var isArray = jStat.utils.isArray;

// flag==true denotes use of sample standard deviation
// Z Statistics
jStat.extend({
  // 2 different parameter lists:
  // (value, mean, sd)
  // (value, array, flag)
  zscore: function zscore() {
    var args = slice.call(arguments);
    if (isNumber(args[1])) {
      return (args[0] - args[1]) / args[2];
    }
    return (args[0] - jStat.mean(args[1])) / jStat.stdev(args[1], args[2]);
  },

  // 3 different paramter lists:
  // (value, mean, sd, sides)
  // (zscore, sides)
  // (value, array, sides, flag)
  ztest: function ztest() {
    var args = slice.call(arguments);
    var z;
    if (isArray(args[1])) {
      // (value, array, sides, flag)
      z = jStat.zscore(args[0],args[1],args[3]);
      return (args[2] === 1) ?
        (jStat.normal.cdf(-Math.abs(z), 0, 1)) :
        (jStat.normal.cdf(-Math.abs(z), 0, 1)*2);
    } else {
      if (args.length > 2) {
        // (value, mean, sd, sides)
        z = jStat.zscore(args[0],args[1],args[2]);
        return (args[3] === 1) ?
          (jStat.normal.cdf(-Math.abs(z),0,1)) :
          (jStat.normal.cdf(-Math.abs(z),0,1)* 2);
      } else {
        // (zscore, sides)
        z = args[0];
        return (args[1] === 1) ?
          (jStat.normal.cdf(-Math.abs(z),0,1)) :
          (jStat.normal.cdf(-Math.abs(z),0,1)*2);
      }
    }
  }
});

jStat.extend(jStat.fn, {
  zscore: function zscore(value, flag) {
    return (value - this.mean()) / this.stdev(flag);
  },

  ztest: function ztest(value, sides, flag) {
    var zscore = Math.abs(this.zscore(value, flag));
    return (sides === 1) ?
      (jStat.normal.cdf(-zscore, 0, 1)) :
      (jStat.normal.cdf(-zscore, 0, 1) * 2);
  }
});

// T Statistics
jStat.extend({
  // 2 parameter lists
  // (value, mean, sd, n)
  // (value, array)
  tscore: function tscore() {
    var args = slice.call(arguments);
    return (args.length === 4) ?
      ((args[0] - args[1]) / (args[2] / Math.sqrt(args[3]))) :
      ((args[0] - jStat.mean(args[1])) /
       (jStat.stdev(args[1], true) / Math.sqrt(args[1].length)));
  },

  // 3 different paramter lists:
  // (value, mean, sd, n, sides)
  // (tscore, n, sides)
  // (value, array, sides)
  ttest: function ttest() {
    var args = slice.call(arguments);
    var tscore;
    if (args.length === 5) {
      tscore = Math.abs(jStat.tscore(args[0], args[1], args[2], args[3]));
      return (args[4] === 1) ?
        (jStat.studentt.cdf(-tscore, args[3]-1)) :
        (jStat.studentt.cdf(-tscore, args[3]-1)*2);
    }
    if (isNumber(args[1])) {
      tscore = Math.abs(args[0])
      return (args[2] == 1) ?
        (jStat.studentt.cdf(-tscore, args[1]-1)) :
        (jStat.studentt.cdf(-tscore, args[1]-1) * 2);
    }
    tscore = Math.abs(jStat.tscore(args[0], args[1]))
    return (args[2] == 1) ?
      (jStat.studentt.cdf(-tscore, args[1].length-1)) :
      (jStat.studentt.cdf(-tscore, args[1].length-1) * 2);
  }
});

jStat.extend(jStat.fn, {
  tscore: function tscore(value) {
    return (value - this.mean()) / (this.stdev(true) / Math.sqrt(this.cols()));
  },

  ttest: function ttest(value, sides) {
    return (sides === 1) ?
      (1 - jStat.studentt.cdf(Math.abs(this.tscore(value)), this.cols()-1)) :
      (jStat.studentt.cdf(-Math.abs(this.tscore(value)), this.cols()-1)*2);
  }
});

// F Statistics
jStat.extend({
  // Paramter list is as follows:
  // (array1, array2, array3, ...)
  // or it is an array of arrays
  // array of arrays conversion
  anovafscore: function anovafscore() {
    var args = slice.call(arguments),
    expVar, sample, sampMean, sampSampMean, tmpargs, unexpVar, i, j;
    if (args.length === 1) {
      tmpargs = new Array(args[0].length);
      for (i = 0; i < args[0].length; i++) {
        tmpargs[i] = args[0][i];
      }
      args = tmpargs;
    }
    // Builds sample array
    sample = new Array();
    for (i = 0; i < args.length; i++) {
      sample = sample.concat(args[i]);
    }
    sampMean = jStat.mean(sample);
    // Computes the explained variance
    expVar = 0;
    for (i = 0; i < args.length; i++) {
      expVar = expVar + args[i].length * Math.pow(jStat.mean(args[i]) - sampMean, 2);
    }
    expVar /= (args.length - 1);
    // Computes unexplained variance
    unexpVar = 0;
    for (i = 0; i < args.length; i++) {
      sampSampMean = jStat.mean(args[i]);
      for (j = 0; j < args[i].length; j++) {
        unexpVar += Math.pow(args[i][j] - sampSampMean, 2);
      }
    }
    unexpVar /= (sample.length - args.length);
    return expVar / unexpVar;
  },

  // 2 different paramter setups
  // (array1, array2, array3, ...)
  // (anovafscore, df1, df2)
  anovaftest: function anovaftest() {
    var args = slice.call(arguments),
    df1, df2, n, i;
    if (isNumber(args[0])) {
      return 1 - jStat.centralF.cdf(args[0], args[1], args[2]);
    }
    var anovafscore = jStat.anovafscore(args);
    df1 = args.length - 1;
    n = 0;
    for (i = 0; i < args.length; i++) {
      n = n + args[i].length;
    }
    df2 = n - df1 - 1;
    return 1 - jStat.centralF.cdf(anovafscore, df1, df2);
  },

  ftest: function ftest(fscore, df1, df2) {
    return 1 - jStat.centralF.cdf(fscore, df1, df2);
  }
});

jStat.extend(jStat.fn, {
  anovafscore: function anovafscore() {
    return jStat.anovafscore(this.toArray());
  },

  anovaftes: function anovaftes() {
    var n = 0;
    var i;
    for (i = 0; i < this.length; i++) {
      n = n + this[i].length;
    }
    return jStat.ftest(this.anovafscore(), this.length - 1, n - this.length);
  }
});

// Tukey's range test
jStat.extend({
  // 2 parameter lists
  // (mean1, mean2, n1, n2, sd)
  // (array1, array2, sd)
  qscore: function qscore() {
    var args = slice.call(arguments);
    var mean1, mean2, n1, n2, sd;
    if (isNumber(args[0])) {
        mean1 = args[0];
        mean2 = args[1];
        n1 = args[2];
        n2 = args[3];
        sd = args[4];
    } else {
        mean1 = jStat.mean(args[0]);
        mean2 = jStat.mean(args[1]);
        n1 = args[0].length;
        n2 = args[1].length;
        sd = args[2];
    }
    return Math.abs(mean1 - mean2) / (sd * Math.sqrt((1 / n1 + 1 / n2) / 2));
  },

  // 3 different parameter lists:
  // (qscore, n, k)
  // (mean1, mean2, n1, n2, sd, n, k)
  // (array1, array2, sd, n, k)
  qtest: function qtest() {
    var args = slice.call(arguments);

    var qscore;
    if (args.length === 3) {
      qscore = args[0];
      args = args.slice(1);
    } else if (args.length === 7) {
      qscore = jStat.qscore(args[0], args[1], args[2], args[3], args[4]);
      args = args.slice(5);
    } else {
      qscore = jStat.qscore(args[0], args[1], args[2]);
      args = args.slice(3);
    }

    var n = args[0];
    var k = args[1];

    return 1 - jStat.tukey.cdf(qscore, k, n - k);
  },

  tukeyhsd: function tukeyhsd(arrays) {
    var sd = jStat.pooledstdev(arrays);
    var means = arrays.map(function (arr) {return jStat.mean(arr);});
    var n = arrays.reduce(function (n, arr) {return n + arr.length;}, 0);

    var results = [];
    for (var i = 0; i < arrays.length; ++i) {
        for (var j = i + 1; j < arrays.length; ++j) {
            var p = jStat.qtest(means[i], means[j], arrays[i].length, arrays[j].length, sd, n, arrays.length);
            results.push([[i, j], p]);
        }
    }

    return results;
  }
});

// Error Bounds
jStat.extend({
  // 2 different parameter setups
  // (value, alpha, sd, n)
  // (value, alpha, array)
  normalci: function normalci() {
    var args = slice.call(arguments),
    ans = new Array(2),
    change;
    if (args.length === 4) {
      change = Math.abs(jStat.normal.inv(args[1] / 2, 0, 1) *
                        args[2] / Math.sqrt(args[3]));
    } else {
      change = Math.abs(jStat.normal.inv(args[1] / 2, 0, 1) *
                        jStat.stdev(args[2]) / Math.sqrt(args[2].length));
    }
    ans[0] = args[0] - change;
    ans[1] = args[0] + change;
    return ans;
  },

  // 2 different parameter setups
  // (value, alpha, sd, n)
  // (value, alpha, array)
  tci: function tci() {
    var args = slice.call(arguments),
    ans = new Array(2),
    change;
    if (args.length === 4) {
      change = Math.abs(jStat.studentt.inv(args[1] / 2, args[3] - 1) *
                        args[2] / Math.sqrt(args[3]));
    } else {
      change = Math.abs(jStat.studentt.inv(args[1] / 2, args[2].length - 1) *
                        jStat.stdev(args[2], true) / Math.sqrt(args[2].length));
    }
    ans[0] = args[0] - change;
    ans[1] = args[0] + change;
    return ans;
  },

  significant: function significant(pvalue, alpha) {
    return pvalue < alpha;
  }
});

jStat.extend(jStat.fn, {
  normalci: function normalci(value, alpha) {
    return jStat.normalci(value, alpha, this.toArray());
  },

  tci: function tci(value, alpha) {
    return jStat.tci(value, alpha, this.toArray());
  }
});

// internal method for calculating the z-score for a difference of proportions test
function differenceOfProportions(p1, n1, p2, n2) {
  if (p1 > 1 || p2 > 1 || p1 <= 0 || p2 <= 0) {
    throw new Error("Proportions should be greater than 0 and less than 1")
  }
  var pooled = (p1 * n1 + p2 * n2) / (n1 + n2);
  var se = Math.sqrt(pooled * (1 - pooled) * ((1/n1) + (1/n2)));
  return (p1 - p2) / se;
}

// Difference of Proportions
jStat.extend(jStat.fn, {
  oneSidedDifferenceOfProportions: function oneSidedDifferenceOfProportions(p1, n1, p2, n2) {
    var z = differenceOfProportions(p1, n1, p2, n2);
    return jStat.ztest(z, 1);
  },

  twoSidedDifferenceOfProportions: function twoSidedDifferenceOfProportions(p1, n1, p2, n2) {
    var z = differenceOfProportions(p1, n1, p2, n2);
    return jStat.ztest(z, 2);
  }
});

}(jStat, Math));
jStat.models = (function(){
  function sub_regress(exog) {
    var var_count = exog[0].length;
    var modelList = jStat.arange(var_count).map(function(endog_index) {
      var exog_index =
          jStat.arange(var_count).filter(function(i){return i!==endog_index});
      return ols(jStat.col(exog, endog_index).map(function(x){ return x[0] }),
                 jStat.col(exog, exog_index))
    });
    return modelList;
  }

  // do OLS model regress
  // exog have include const columns ,it will not generate it .In fact, exog is
  // "design matrix" look at
  //https://en.wikipedia.org/wiki/Design_matrix
  function ols(endog, exog) {
    var nobs = endog.length;
    var df_model = exog[0].length - 1;
    var df_resid = nobs-df_model - 1;
    var coef = jStat.lstsq(exog, endog);
    var predict =
        jStat.multiply(exog, coef.map(function(x) { return [x] }))
            .map(function(p) { return p[0] });
    var resid = jStat.subtract(endog, predict);
    var ybar = jStat.mean(endog);
    // constant cause problem
    // var SST = jStat.sum(endog.map(function(y) {
    //   return Math.pow(y-ybar,2);
    // }));
    var SSE = jStat.sum(predict.map(function(f) {
      return Math.pow(f - ybar, 2);
    }));
    var SSR = jStat.sum(endog.map(function(y, i) {
      return Math.pow(y - predict[i], 2);
    }));
    var SST = SSE + SSR;
    var R2 = (SSE / SST);
    return {
        exog:exog,
        endog:endog,
        nobs:nobs,
        df_model:df_model,
        df_resid:df_resid,
        coef:coef,
        predict:predict,
        resid:resid,
        ybar:ybar,
        SST:SST,
        SSE:SSE,
        SSR:SSR,
        R2:R2
    };
  }

  // H0: b_I=0
  // H1: b_I!=0
  function t_test(model) {
    var subModelList = sub_regress(model.exog);
    //var sigmaHat=jStat.stdev(model.resid);
    var sigmaHat = Math.sqrt(model.SSR / (model.df_resid));
    var seBetaHat = subModelList.map(function(mod) {
      var SST = mod.SST;
      var R2 = mod.R2;
      return sigmaHat / Math.sqrt(SST * (1 - R2));
    });
    var tStatistic = model.coef.map(function(coef, i) {
      return (coef - 0) / seBetaHat[i];
    });
    var pValue = tStatistic.map(function(t) {
      var leftppf = jStat.studentt.cdf(t, model.df_resid);
      return (leftppf > 0.5 ? 1 - leftppf : leftppf) * 2;
    });
    var c = jStat.studentt.inv(0.975, model.df_resid);
    var interval95 = model.coef.map(function(coef, i) {
      var d = c * seBetaHat[i];
      return [coef - d, coef + d];
    })
    return {
        se: seBetaHat,
        t: tStatistic,
        p: pValue,
        sigmaHat: sigmaHat,
        interval95: interval95
    };
  }

  function F_test(model) {
    var F_statistic =
        (model.R2 / model.df_model) / ((1 - model.R2) / model.df_resid);
    var fcdf = function(x, n1, n2) {
      return jStat.beta.cdf(x / (n2 / n1 + x), n1 / 2, n2 / 2)
    }
    var pvalue = 1 - fcdf(F_statistic, model.df_model, model.df_resid);
    return { F_statistic: F_statistic, pvalue: pvalue };
  }

  function ols_wrap(endog, exog) {
    var model = ols(endog,exog);
    var ttest = t_test(model);
    var ftest = F_test(model);
    // Provide the Wherry / Ezekiel / McNemar / Cohen Adjusted R^2
    // Which matches the 'adjusted R^2' provided by R's lm package
    var adjust_R2 =
        1 - (1 - model.R2) * ((model.nobs - 1) / (model.df_resid));
    model.t = ttest;
    model.f = ftest;
    model.adjust_R2 = adjust_R2;
    return model;
  }

  return { ols: ols_wrap };
})();
//To regress, simply build X matrix
//(append column of 1's) using
//buildxmatrix and build the Y
//matrix using buildymatrix
//(simply the transpose)
//and run regress.



//Regressions

jStat.extend({
  buildxmatrix: function buildxmatrix(){
    //Parameters will be passed in as such
    //(array1,array2,array3,...)
    //as (x1,x2,x3,...)
    //needs to be (1,x1,x2,x3,...)
    var matrixRows = new Array(arguments.length);
    for(var i=0;i<arguments.length;i++){
      var array = [1];
      matrixRows[i]= array.concat(arguments[i]);
    }
    return jStat(matrixRows);

  },

  builddxmatrix: function builddxmatrix() {
    //Paramters will be passed in as such
    //([array1,array2,...]
    var matrixRows = new Array(arguments[0].length);
    for(var i=0;i<arguments[0].length;i++){
      var array = [1]
      matrixRows[i]= array.concat(arguments[0][i]);
    }
    return jStat(matrixRows);

  },

  buildjxmatrix: function buildjxmatrix(jMat) {
    //Builds from jStat Matrix
    var pass = new Array(jMat.length)
    for(var i=0;i<jMat.length;i++){
      pass[i] = jMat[i];
    }
    return jStat.builddxmatrix(pass);

  },

  buildymatrix: function buildymatrix(array){
    return jStat(array).transpose();
  },

  buildjymatrix: function buildjymatrix(jMat){
    return jMat.transpose();
  },

  matrixmult: function matrixmult(A,B){
    var i, j, k, result, sum;
    if (A.cols() == B.rows()) {
      if(B.rows()>1){
        result = [];
        for (i = 0; i < A.rows(); i++) {
          result[i] = [];
          for (j = 0; j < B.cols(); j++) {
            sum = 0;
            for (k = 0; k < A.cols(); k++) {
              sum += A.toArray()[i][k] * B.toArray()[k][j];
            }
            result[i][j] = sum;
          }
        }
        return jStat(result);
      }
      result = [];
      for (i = 0; i < A.rows(); i++) {
        result[i] = [];
        for (j = 0; j < B.cols(); j++) {
          sum = 0;
          for (k = 0; k < A.cols(); k++) {
            sum += A.toArray()[i][k] * B.toArray()[j];
          }
          result[i][j] = sum;
        }
      }
      return jStat(result);
    }
  },

  //regress and regresst to be fixed

  regress: function regress(jMatX,jMatY){
    //print("regressin!");
    //print(jMatX.toArray());
    var innerinv = jStat.xtranspxinv(jMatX);
    //print(innerinv);
    var xtransp = jMatX.transpose();
    var next = jStat.matrixmult(jStat(innerinv),xtransp);
    return jStat.matrixmult(next,jMatY);

  },

  regresst: function regresst(jMatX,jMatY,sides){
    var beta = jStat.regress(jMatX,jMatY);

    var compile = {};
    compile.anova = {};
    var jMatYBar = jStat.jMatYBar(jMatX, beta);
    compile.yBar = jMatYBar;
    var yAverage = jMatY.mean();
    compile.anova.residuals = jStat.residuals(jMatY, jMatYBar);

    compile.anova.ssr = jStat.ssr(jMatYBar, yAverage);
    compile.anova.msr = compile.anova.ssr / (jMatX[0].length - 1);

    compile.anova.sse = jStat.sse(jMatY, jMatYBar);
    compile.anova.mse =
        compile.anova.sse / (jMatY.length - (jMatX[0].length - 1) - 1);

    compile.anova.sst = jStat.sst(jMatY, yAverage);
    compile.anova.mst = compile.anova.sst / (jMatY.length - 1);

    compile.anova.r2 = 1 - (compile.anova.sse / compile.anova.sst);
    if (compile.anova.r2 < 0) compile.anova.r2 = 0;

    compile.anova.fratio = compile.anova.msr / compile.anova.mse;
    compile.anova.pvalue =
        jStat.anovaftest(compile.anova.fratio,
                         jMatX[0].length - 1,
                         jMatY.length - (jMatX[0].length - 1) - 1);

    compile.anova.rmse = Math.sqrt(compile.anova.mse);

    compile.anova.r2adj = 1 - (compile.anova.mse / compile.anova.mst);
    if (compile.anova.r2adj < 0) compile.anova.r2adj = 0;

    compile.stats = new Array(jMatX[0].length);
    var covar = jStat.xtranspxinv(jMatX);
    var sds, ts, ps;

    for(var i=0; i<beta.length;i++){
      sds=Math.sqrt(compile.anova.mse * Math.abs(covar[i][i]));
      ts= Math.abs(beta[i] / sds);
      ps= jStat.ttest(ts, jMatY.length - jMatX[0].length - 1, sides);

      compile.stats[i]=[beta[i], sds, ts, ps];
    }

    compile.regress = beta;
    return compile;
  },

  xtranspx: function xtranspx(jMatX){
    return jStat.matrixmult(jMatX.transpose(),jMatX);
  },


  xtranspxinv: function xtranspxinv(jMatX){
    var inner = jStat.matrixmult(jMatX.transpose(),jMatX);
    var innerinv = jStat.inv(inner);
    return innerinv;
  },

  jMatYBar: function jMatYBar(jMatX, beta) {
    var yBar = jStat.matrixmult(jMatX, beta);
    return new jStat(yBar);
  },

  residuals: function residuals(jMatY, jMatYBar) {
    return jStat.matrixsubtract(jMatY, jMatYBar);
  },

  ssr: function ssr(jMatYBar, yAverage) {
    var ssr = 0;
    for(var i = 0; i < jMatYBar.length; i++) {
      ssr += Math.pow(jMatYBar[i] - yAverage, 2);
    }
    return ssr;
  },

  sse: function sse(jMatY, jMatYBar) {
    var sse = 0;
    for(var i = 0; i < jMatY.length; i++) {
      sse += Math.pow(jMatY[i] - jMatYBar[i], 2);
    }
    return sse;
  },

  sst: function sst(jMatY, yAverage) {
    var sst = 0;
    for(var i = 0; i < jMatY.length; i++) {
      sst += Math.pow(jMatY[i] - yAverage, 2);
    }
    return sst;
  },

  matrixsubtract: function matrixsubtract(A,B){
    var ans = new Array(A.length);
    for(var i=0;i<A.length;i++){
      ans[i] = new Array(A[i].length);
      for(var j=0;j<A[i].length;j++){
        ans[i][j]=A[i][j]-B[i][j];
      }
    }
    return jStat(ans);
  }
});
  // Make it compatible with previous version.
  jStat.jStat = jStat;

  return jStat;
});


/***/ }),

/***/ 486:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(916);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(108);
/** Entry point of the `fabric-compare` command (bundled to dist/cli/index.js). */


// A reader that stops early (`| head`) closes the pipe: the rest of the output is dropped
// quietly and the exit status stays the gate's, never an unhandled EPIPE stack trace.
let stdoutClosed = false;
process.stdout.on('error', (error) => {
    if (error.code === 'EPIPE') {
        stdoutClosed = true;
        return;
    }
    process.stderr.write(`fabric-compare: cannot write the output: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .g)(error)}\n`);
    process.exitCode = 3;
});
try {
    process.exitCode = await (0,_run_js__WEBPACK_IMPORTED_MODULE_1__/* .runCli */ .a)(process.argv.slice(2), {
        stdout: (text) => {
            if (!stdoutClosed)
                process.stdout.write(text);
        },
        stderr: (text) => process.stderr.write(text)
    });
}
catch (error) {
    process.stderr.write(`fabric-compare: internal error: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .g)(error)}\n`);
    if (error instanceof Error && error.stack)
        process.stderr.write(`${error.stack}\n`);
    process.exitCode = 3;
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 108:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runCli)
});

// UNUSED EXPORTS: EXIT

;// CONCATENATED MODULE: ./src/comparison/keys.ts
/** Attempt key `configuration/task@revision#attempt` (report field `key`, warning `attempts`). */
function attemptKey(a) {
    // One flat string (a template literal builds a tree of concatenations, ~100 bytes more per key kept).
    return [a.configuration, '/', a.task, '@', a.revision, '#', a.attempt].join('');
}
/** Evaluator identity key `name@version` (`name` alone when the version is unknown). */
function evaluatorKey(e) {
    return e.version === null ? e.name : `${e.name}@${e.version}`;
}
/** The evaluator identity used when a verdict names no evaluator (warning `evaluator_unknown`). */
const UNKNOWN_EVALUATOR = { name: 'unknown', version: null };
/** Plural helper for messages: `1 request`, `2 requests`. */
function keys_plural(n, word, pluralWord = `${word}s`) {
    return `${n} ${n === 1 ? word : pluralWord}`;
}
/** First `max` items joined by `, `, followed by `…` when more exist. */
function listSome(items, max = 3) {
    const head = items.slice(0, max).join(', ');
    return items.length > max ? `${head}, …` : head;
}
/**
 * An empty record keyed by evidence strings (error codes, stop causes, exit
 * signals, configuration-map keys): it has no prototype, so `constructor`,
 * `toString` or `__proto__` are ordinary keys — read, counted and written
 * by `JSON.stringify` exactly like any other.
 */
function keyedRecord() {
    return Object.create(null);
}
/**
 * Orders attempts by configuration, task, revision, then attempt (UTF-16
 * code units), the order the report lists them in; ties (duplicate
 * attempts) keep their input order under a stable sort.
 */
function byAttemptKey(a, b) {
    for (const field of ['configuration', 'task', 'revision', 'attempt']) {
        if (a[field] !== b[field])
            return a[field] < b[field] ? -1 : 1;
    }
    return 0;
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(916);
;// CONCATENATED MODULE: ./node_modules/yocto-queue/index.js
/*
How it works:
`this.#head` is an instance of `Node` which keeps track of its current value and nests another instance of `Node` that keeps the value that comes after it. When a value is provided to `.enqueue()`, the code needs to iterate through `this.#head`, going deeper and deeper to find the last value. However, iterating through every single item is slow. This problem is solved by saving a reference to the last value as `this.#tail` so that it can reference it to add a new value.
*/

class Node {
	value;
	next;

	constructor(value) {
		this.value = value;
	}
}

class Queue {
	#head;
	#tail;
	#size;

	constructor() {
		this.clear();
	}

	enqueue(value) {
		const node = new Node(value);

		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}

		this.#size++;
	}

	dequeue() {
		const current = this.#head;
		if (!current) {
			return;
		}

		this.#head = this.#head.next;
		this.#size--;

		// Clean up tail reference when queue becomes empty
		if (!this.#head) {
			this.#tail = undefined;
		}

		return current.value;
	}

	peek() {
		if (!this.#head) {
			return;
		}

		return this.#head.value;

		// TODO: Node.js 18.
		// return this.#head?.value;
	}

	clear() {
		this.#head = undefined;
		this.#tail = undefined;
		this.#size = 0;
	}

	get size() {
		return this.#size;
	}

	* [Symbol.iterator]() {
		let current = this.#head;

		while (current) {
			yield current.value;
			current = current.next;
		}
	}

	* drain() {
		while (this.#head) {
			yield this.dequeue();
		}
	}
}

;// CONCATENATED MODULE: ./node_modules/p-limit/index.js


function pLimit(concurrency) {
	let rejectOnClear = false;

	if (typeof concurrency === 'object') {
		({concurrency, rejectOnClear = false} = concurrency);
	}

	validateConcurrency(concurrency);

	if (typeof rejectOnClear !== 'boolean') {
		throw new TypeError('Expected `rejectOnClear` to be a boolean');
	}

	const queue = new Queue();
	let activeCount = 0;

	const resumeNext = () => {
		// Process the next queued function if we're under the concurrency limit
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};

	const next = () => {
		activeCount--;
		resumeNext();
	};

	const run = async (function_, resolve, arguments_) => {
		// Execute the function and capture the result promise
		const result = (async () => function_(...arguments_))();

		// Resolve immediately with the promise (don't wait for completion)
		resolve(result);

		// Wait for the function to complete (success or failure)
		// We catch errors here to prevent unhandled rejections,
		// but the original promise rejection is preserved for the caller
		try {
			await result;
		} catch {}

		// Decrement active count and process next queued function
		next();
	};

	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = {reject};

		// Queue the internal resolve function instead of the run function
		// to preserve the asynchronous execution context.
		new Promise(internalResolve => { // eslint-disable-line promise/param-names
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(undefined, function_, resolve, arguments_)); // eslint-disable-line promise/prefer-await-to-then

		// Start processing immediately if we haven't reached the concurrency limit
		if (activeCount < concurrency) {
			resumeNext();
		}
	};

	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});

	Object.defineProperties(generator, {
		activeCount: {
			get: () => activeCount,
		},
		pendingCount: {
			get: () => queue.size,
		},
		clearQueue: {
			value() {
				if (!rejectOnClear) {
					queue.clear();
					return;
				}

				const abortError = AbortSignal.abort().reason;

				while (queue.size > 0) {
					queue.dequeue().reject(abortError);
				}
			},
		},
		concurrency: {
			get: () => concurrency,

			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;

				queueMicrotask(() => {
					// eslint-disable-next-line no-unmodified-loop-condition
					while (activeCount < concurrency && queue.size > 0) {
						resumeNext();
					}
				});
			},
		},
		map: {
			async value(iterable, function_) {
				const promises = [];

				try {
					Array.from(iterable, (value, index) => {
						const promise = generator(function_, value, index);
						promises.push(promise);
						return promise;
					});
				} catch (error) {
					// The iterable threw, so `Promise.all` never observes the already scheduled promises. Observe them here to avoid unhandled rejections.
					for (const promise of promises) {
						promise.catch(() => {}); // eslint-disable-line promise/prefer-await-to-then
					}

					throw error;
				}

				return Promise.all(promises);
			},
		},
	});

	return generator;
}

function limitFunction(function_, options) {
	const limit = pLimit(options);

	const limitedFunction = (...arguments_) => limit(() => function_(...arguments_));
	Object.defineProperty(limitedFunction, 'clearQueue', {
		value: limit.clearQueue,
	});

	return limitedFunction;
}

function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
		throw new TypeError('Expected `concurrency` to be a number from 1 and up');
	}
}

;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_namespaceObject);
;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: ./src/evidence/file-outcome.ts
/**
 * True for a file-system error meaning "the file does not exist": `ENOENT`,
 * or `ENOTDIR` (a parent path component is a file).
 */
function isMissingFileError(e) {
    const code = e?.code;
    return code === 'ENOENT' || code === 'ENOTDIR';
}
/** Sets `file` on every diagnostic that has none (mutates and returns the array). */
function attachFile(diagnostics, file) {
    for (const d of diagnostics)
        d.file ??= file;
    return diagnostics;
}

;// CONCATENATED MODULE: ./src/evidence/limits.ts
/**
 * The input limits: every bound the readers put on one evidence file, in
 * one place. A file beyond a limit is a named problem for that file only
 * (an unreadable outcome, a gap or a diagnostic naming the file, its line
 * or JSON path, and the limit), never the end of the run. The README's
 * "Input limits" section lists them with these reasons.
 */
/**
 * Largest JSON evidence file read (full result, Harbor trial or job JSON,
 * ATIF trajectory, attempt index, manifest): 256 MiB. Such a file is parsed
 * whole, so memory follows its size (about 2–4× the bytes while parsing);
 * the largest real one seen (an ATIF trajectory) is a few MB. The size is
 * taken from `fstat` before a byte is read, and reading stops at the limit
 * whatever `fstat` said (a file may grow while it is read).
 */
const MAX_JSON_FILE_BYTES = 256 * 1024 * 1024;
/**
 * Longest line of a JSONL file (a request record line): 64 MiB, counted in
 * UTF-16 code units of the decoded text (never more than its UTF-8 bytes).
 * A line is held whole while it is parsed, and V8 cannot build a string
 * over ~512 MiB at all; a real record line is under 2 KB. JSONL files are
 * streamed, so their total size is not limited.
 */
const MAX_LINE_BYTES = 64 * 1024 * 1024;
/**
 * Deepest nesting of objects and arrays in any JSON evidence: 1,000 levels.
 * Readers and renderers walk values recursively; deeper text would
 * overflow the stack (real evidence nests under 20 levels).
 */
const MAX_JSON_DEPTH = 1000;
/**
 * Most folder entries visited while looking for attempt index files in
 * one artifact folder, and most trial folders read from one Harbor job:
 * 1,000,000. Bounds the time and memory of a listing; beyond it the rest is
 * named as not read.
 */
const MAX_DIRECTORY_ENTRIES = 1_000_000;
/** A byte count in words for messages: `268435456 bytes (256 MiB)`. */
function bytesInWords(bytes) {
    const mib = bytes / (1024 * 1024);
    return mib >= 1 && Number.isInteger(mib) ? `${bytes} bytes (${mib} MiB)` : `${bytes} bytes`;
}

;// CONCATENATED MODULE: ./src/evidence/open-file.ts
/**
 * Opening an evidence file for reading, synchronously.
 *
 * Why synchronous: the CLI and the action read tens of thousands of small
 * files (a full result is ~1.5 KB, a request record two lines) and nothing
 * else runs while they do. Each `fs/promises` call is a thread-pool round
 * trip (open → fstat → read → close = four per file), which measured 2–3×
 * slower than blocking calls on the benchmark data set (BENCHMARKS.md). The
 * readers keep their `Promise` signatures; only their bodies block.
 *
 * The file is opened with `O_NONBLOCK` (where the platform has it) so a FIFO
 * without a writer cannot hang the open, then `fstat`ed: anything that is
 * neither a regular file nor a directory (FIFO, socket, device) is refused
 * before a byte is read. A directory is left to the read itself, which fails
 * with `EISDIR`.
 *
 * A reader also takes a file its caller has already opened (an
 * {@link OpenedFile}, see {@link EvidenceSource}): the manifest's path check
 * opens each evidence file itself and judges it from that `fstat`
 * (src/manifest/paths.ts), so the reader does not open it a second time.
 */




const READ_FLAGS = external_node_fs_namespaceObject.constants.O_RDONLY | (external_node_fs_namespaceObject.constants.O_NONBLOCK ?? 0);
/** The reason text of an I/O error while reading an evidence file. */
function ioProblem(error) {
    return `cannot read the file: ${(0,errors/* errorMessage */.g)(error)}`;
}
/** True for a Node file-system error (it has a string `code`; checked by shape, errors may come from another realm). */
function isFileSystemError(error) {
    return typeof error?.code === 'string';
}
/**
 * Opens `file` (absolute path) for reading, blocking. `missing` for ENOENT
 * or ENOTDIR; `unreadable` for another open/fstat error or a file that is
 * not a regular file or directory. A source already opened (or judged) by
 * the caller is returned as it is. Never throws for file-system errors.
 */
function openEvidenceFile(file) {
    if (typeof file !== 'string')
        return file;
    let fd;
    try {
        fd = (0,external_node_fs_namespaceObject.openSync)(file, READ_FLAGS);
    }
    catch (e) {
        if (isMissingFileError(e))
            return { state: 'missing' };
        if (isFileSystemError(e))
            return { state: 'unreadable', reason: ioProblem(e) };
        throw e;
    }
    try {
        const stat = (0,external_node_fs_namespaceObject.fstatSync)(fd);
        if (!stat.isFile() && !stat.isDirectory()) {
            (0,external_node_fs_namespaceObject.closeSync)(fd);
            return { state: 'unreadable', reason: 'cannot read the file: not a regular file (a FIFO, socket or device)' };
        }
        return { state: 'open', fd, size: stat.size };
    }
    catch (e) {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
        if (isFileSystemError(e))
            return { state: 'unreadable', reason: ioProblem(e) };
        throw e;
    }
}
/** The reason text of a file over a size limit. */
function tooLargeProblem(limit) {
    return `cannot read the file: larger than the limit of ${bytesInWords(limit)}`;
}
/**
 * The whole file as UTF-8 text, read blocking, bounded: a file over
 * `maxBytes` (default {@link MAX_JSON_FILE_BYTES}) is `unreadable` —
 * refused from its `fstat` size before a byte is read, or, for a file whose
 * size `fstat` does not know, when reading passes the limit. A regular file
 * is read up to its `fstat` size (bytes appended meanwhile are not read).
 * Never reads more than `maxBytes + 1` bytes. An opened `file` is closed
 * here. Never throws for file-system errors (ELOOP, ENAMETOOLONG, EACCES, EISDIR… → `unreadable`).
 */
function readEvidenceText(file, maxBytes = MAX_JSON_FILE_BYTES) {
    const opened = openEvidenceFile(file);
    if (opened.state !== 'open')
        return opened;
    try {
        if (opened.size > maxBytes)
            return { state: 'unreadable', reason: tooLargeProblem(maxBytes) };
        // A regular file is read up to its fstat size, in one read as a rule (as readFileSync does); a
        // file whose size fstat does not know (0: /proc, some mounts) is read in growing chunks up to the limit.
        const known = opened.size > 0;
        let buffer = Buffer.allocUnsafe(known ? opened.size : 64 * 1024);
        let length = 0;
        for (;;) {
            if (known && length === opened.size)
                break;
            if (length === buffer.length) {
                const grown = Buffer.allocUnsafe(Math.min(maxBytes + 1, buffer.length * 2));
                buffer.copy(grown, 0, 0, length);
                buffer = grown;
            }
            const n = (0,external_node_fs_namespaceObject.readSync)(opened.fd, buffer, length, buffer.length - length, null);
            if (n === 0)
                break;
            length += n;
            if (length > maxBytes)
                return { state: 'unreadable', reason: tooLargeProblem(maxBytes) };
        }
        return buffer.toString('utf8', 0, length);
    }
    catch (e) {
        if (isFileSystemError(e))
            return { state: 'unreadable', reason: ioProblem(e) };
        throw e;
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(opened.fd);
    }
}

;// CONCATENATED MODULE: ./src/manifest/paths.ts
/**
 * Keeps evidence paths inside the manifest's folder (or the evidence root):
 * no absolute paths, no `..` escape, no symbolic link leading out, and
 * nothing but regular files (a FIFO would block a reader forever).
 *
 * The check is done on the opened file ({@link PathOpener}): the file is
 * opened with `O_NOFOLLOW` (a symbolic link as last component fails) and
 * judged from the `fstat` the reader needs anyway (kind, `dev:ino`
 * identity); a FIFO or device inside is opened non-blocking, then refused
 * unread. Each folder is checked once: its verdict is cached (bounded,
 * emptied when full), a new folder costs one `lstat`. A file thus costs
 * open + fstat + read + close. What this fast path cannot decide (a link,
 * a folder leading out, an open failing but for a missing file) takes the
 * slow path ({@link PathResolver}: `lstat`, `realpath` for a link), which
 * words every refusal. All calls block (`*Sync`): nothing else runs while
 * evidence is read, and blocking calls measured 2–3× faster (BENCHMARKS.md).
 */






/**
 * Checks a declared relative path lexically. Returns the problem in words,
 * or null when the path is acceptable. Both `/` and `\` count as separators.
 */
function relativePathProblem(declared) {
    if (declared.includes('\0'))
        return 'contains a NUL character';
    const slashed = declared.replace(/\\/g, '/');
    if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed))
        return 'is absolute; paths must be relative to the manifest folder';
    if (!slashed.includes('..'))
        return null; // no `..` segment: normalizing cannot lead outside
    const normal = external_node_path_default().posix.normalize(slashed);
    if (normal === '..' || normal.startsWith('../'))
        return 'leads outside the manifest folder (`..`)';
    return null;
}
// `\`, an empty, `.` or `..` segment, or a trailing `/`: what path.posix.normalize would change.
const NOT_NORMAL = /\\|\/\/|(?:^|\/)\.\.?(?:\/|$)|\/$|^$/;
/**
 * The display form of a declared path: `/` separators, normalized
 * (`runs/./r.json` → `runs/r.json`). A path already in that form is
 * returned as the same string: `path.posix.normalize` builds its result by
 * concatenation, and tens of thousands of such rope strings (one per
 * evidence file, kept in every file outcome) cost memory for nothing.
 */
function displayPath(declared) {
    return NOT_NORMAL.test(declared) ? external_node_path_default().posix.normalize(declared.replace(/\\/g, '/')) : declared;
}
/** A {@link ResolvedPath} as an {@link OpenedPath}: the reader opens the absolute path itself. */
function asOpenedPath(resolved) {
    return resolved.ok ? { ok: true, source: resolved.absolute, identity: resolved.identity } : resolved;
}
/** Folders whose real path is remembered at once; the cache is emptied when it is full. */
const FOLDER_CACHE_SIZE = 4096;
/**
 * Flags of the opening check: never follow a symbolic link as the last
 * component (ELOOP), never block on a FIFO without a writer, never make a
 * terminal the controlling one. Null where the platform has no `O_NOFOLLOW`
 * (Windows): there every path takes the slow path.
 */
const CHECKED_OPEN_FLAGS = external_node_fs_namespaceObject.constants.O_NOFOLLOW === undefined ? null : external_node_fs_namespaceObject.constants.O_RDONLY | external_node_fs_namespaceObject.constants.O_NOFOLLOW | (external_node_fs_namespaceObject.constants.O_NONBLOCK ?? 0) | (external_node_fs_namespaceObject.constants.O_NOCTTY ?? 0);
/**
 * Makes a resolver for paths declared relative to `root`. It refuses a
 * path that escapes, also through symbolic links (compared by real path),
 * and a path that exists but is not a regular file (a folder, FIFO, socket
 * or device; a symbolic link is judged by its target). A file that does not
 * exist is returned as-is: the reader reports it as missing; a path the file
 * system refuses to check (ELOOP, ENAMETOOLONG, EACCES) is refused with the
 * reason. Throws only when `root` itself cannot be resolved.
 *
 * Its `open` (absent where the platform has no `O_NOFOLLOW`) gives the same
 * verdicts and refusals with the file opened, ready for the reader.
 */
async function createPathResolver(root) {
    const realRoot = await (0,promises_namespaceObject.realpath)(root);
    const base = external_node_path_default().resolve(root);
    const folders = new Map([[base, true]]);
    const underBase = base + (external_node_path_default()).sep;
    /**
     * True when the folder's real path is inside the real root (cached). A
     * folder that is not a symbolic link is inside exactly when its parent is,
     * so a new folder costs one `lstat` (its parent is usually cached); only a
     * link, or a folder not under `base`, is resolved with `realpath`.
     */
    const folderInside = (folder) => {
        let inside = folders.get(folder);
        if (inside !== undefined)
            return inside;
        const parent = external_node_path_default().dirname(folder);
        if (parent === folder || !folder.startsWith(underBase) || (0,external_node_fs_namespaceObject.lstatSync)(folder).isSymbolicLink()) {
            inside = isInside(realRoot, external_node_fs_namespaceObject.realpathSync.native(folder));
        }
        else {
            inside = folderInside(parent);
        }
        if (folders.size >= FOLDER_CACHE_SIZE) {
            folders.clear();
            folders.set(base, true);
        }
        folders.set(folder, inside);
        return inside;
    };
    const resolver = async (declared) => resolveInside(base, declared, realRoot, folderInside);
    const flags = CHECKED_OPEN_FLAGS;
    if (flags !== null) {
        resolver.open = (declared) => openInside(base, declared, folderInside, flags) ?? asOpenedPath(resolveInside(base, declared, realRoot, folderInside));
    }
    return resolver;
}
function isInside(realRoot, realPath) {
    const rel = external_node_path_default().relative(realRoot, realPath);
    return !(rel === '..' || rel.startsWith(`..${(external_node_path_default()).sep}`) || external_node_path_default().isAbsolute(rel));
}
/** What a non-regular file is, in words. */
function kindOf(stats) {
    if (stats.isDirectory())
        return 'a folder';
    if (stats.isFIFO())
        return 'a FIFO (named pipe)';
    if (stats.isSocket())
        return 'a socket';
    return 'a device';
}
/** The absolute path of a declared one (`base`: the absolute root as given, not its real path). */
function joinToBase(base, declared) {
    // A path already in normal form (the common case) is joined without normalizing it again.
    return (external_node_path_default()).sep === '/' && base !== '/' && !NOT_NORMAL.test(declared) ? `${base}/${declared}` : external_node_path_default().resolve(base, declared.replace(/\\/g, '/'));
}
/** The refusal of a path that exists but is not a regular file, naming its kind. */
function notRegular(declared, stats) {
    return { ok: false, problem: `path ${JSON.stringify(declared)} is ${kindOf(stats)}, not a regular file` };
}
/** A missing file, as the reader reports it. */
const MISSING = { ok: true, source: { state: 'missing' } };
/**
 * The fast path: the folder's cached verdict, then the file opened with
 * `flags` (`O_NOFOLLOW`) and judged from its `fstat`. Null for what it
 * cannot decide, left to {@link resolveInside}, which words the refusal (so
 * both give the same verdicts): the root itself, a link as the last
 * component (ELOOP), a folder not inside (is the file missing, or a way
 * out?), a socket or device that refuses to open, EACCES, a folder that
 * cannot be checked.
 */
function openInside(base, declared, folderInside, flags) {
    const problem = relativePathProblem(declared);
    if (problem !== null)
        return { ok: false, problem: `path ${JSON.stringify(declared)} ${problem}` };
    const absolute = joinToBase(base, declared);
    if (absolute === base)
        return null; // the root folder itself
    // The folder or the file is absent (or a parent is a file): missing, as the slow path would find it.
    let inside;
    try {
        inside = folderInside(external_node_path_default().dirname(absolute));
    }
    catch (error) {
        return isMissingFileError(error) ? MISSING : null;
    }
    if (!inside)
        return null;
    let fd;
    try {
        fd = (0,external_node_fs_namespaceObject.openSync)(absolute, flags);
    }
    catch (error) {
        return isMissingFileError(error) ? MISSING : null;
    }
    let stats;
    try {
        stats = (0,external_node_fs_namespaceObject.fstatSync)(fd);
    }
    catch {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
        return null;
    }
    if (!stats.isFile()) {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
        return notRegular(declared, stats);
    }
    // An inode of 0 means the platform has none to give: the real path identifies the file instead.
    return { ok: true, source: { state: 'open', fd, size: stats.size }, identity: stats.ino !== 0 ? `${stats.dev}:${stats.ino}` : external_node_fs_namespaceObject.realpathSync.native(absolute) };
}
/** The slow path: `lstat` of the file, `realpath` for a link; see {@link createPathResolver}. */
function resolveInside(base, declared, realRoot, folderInside) {
    const problem = relativePathProblem(declared);
    if (problem !== null)
        return { ok: false, problem: `path ${JSON.stringify(declared)} ${problem}` };
    const absolute = joinToBase(base, declared);
    const leadsOut = () => ({ ok: false, problem: `path ${JSON.stringify(declared)} is a symbolic link leading outside the manifest folder` });
    try {
        // throwIfNoEntry: a missing file is common (a run killed early) and an exception per file is costly.
        let stats = (0,external_node_fs_namespaceObject.lstatSync)(absolute, { throwIfNoEntry: false });
        if (stats === undefined)
            return { ok: true, absolute };
        if (stats.isSymbolicLink()) {
            if (!isInside(realRoot, external_node_fs_namespaceObject.realpathSync.native(absolute)))
                return leadsOut();
            stats = (0,external_node_fs_namespaceObject.statSync)(absolute);
        }
        else if (absolute !== base && !folderInside(external_node_path_default().dirname(absolute))) {
            return leadsOut();
        }
        if (!stats.isFile())
            return notRegular(declared, stats);
        // An inode of 0 means the platform has none to give: the real path identifies the file instead.
        return { ok: true, absolute, identity: stats.ino !== 0 ? `${stats.dev}:${stats.ino}` : external_node_fs_namespaceObject.realpathSync.native(absolute) };
    }
    catch (error) {
        if (isMissingFileError(error))
            return { ok: true, absolute };
        // ELOOP (a link loop), ENAMETOOLONG, EACCES…: this path only is refused, named with the reason.
        if (isFileSystemError(error))
            return { ok: false, problem: `path ${JSON.stringify(declared)} cannot be checked: ${(0,errors/* errorMessage */.g)(error)}` };
        throw error;
    }
    return { ok: true, absolute };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/util.js

// functions
function assertEqual(val) {
    return val;
}
function assertNotEqual(val) {
    return val;
}
function toZod() {
    return (schema) => schema;
}
function assertIs(_arg) { }
function assertNever(_x) {
    throw new Error("Unexpected value in exhaustive check");
}
function assert(_) { }
function getEnumValues(entries) {
    const numericValues = Object.values(entries).filter((v) => typeof v === "number");
    const values = Object.entries(entries)
        .filter(([k, _]) => numericValues.indexOf(+k) === -1)
        .map(([_, v]) => v);
    return values;
}
function joinValues(array, separator = "|") {
    return array.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
    if (typeof value === "bigint")
        return value.toString();
    return value;
}
// the accessor lives on a shared prototype: an own accessor makes every box a dictionary-mode object (~360 B and a slow load per read against ~100 B and an inlined getter here)
class Cached {
    constructor(getter) {
        this._getter = getter;
        this._value = undefined;
    }
    get value() {
        const getter = this._getter;
        if (getter !== undefined) {
            this._value = getter();
            this._getter = undefined;
        }
        return this._value;
    }
}
function cached(getter) {
    return new Cached(getter);
}
function nullish(input) {
    return input === null || input === undefined;
}
function cleanRegex(source) {
    const start = source.startsWith("^") ? 1 : 0;
    const end = source.endsWith("$") ? source.length - 1 : source.length;
    return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
    const ratio = val / step;
    const roundedRatio = Math.round(ratio);
    // `val` and `step` each round to a double before the division rounds again, so a true decimal multiple's quotient can sit up to 1.5 of these scaled epsilons from the integer. A 1x tolerance therefore rejected 2.03 as a multiple of 0.07; 4x covers the worst case with margin.
    const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
    if (Math.abs(ratio - roundedRatio) < tolerance)
        return 0;
    return ratio - roundedRatio;
}
const EVALUATING = /* @__PURE__*/ (/* unused pure expression or super */ null && (Symbol("evaluating")));
function defineLazy(object, key, getter) {
    let value = undefined;
    Object.defineProperty(object, key, {
        get() {
            if (value === EVALUATING) {
                // Circular reference detected, return undefined to break the cycle
                return undefined;
            }
            if (value === undefined) {
                value = EVALUATING;
                value = getter();
            }
            return value;
        },
        set(v) {
            Object.defineProperty(object, key, {
                value: v,
                // configurable: true,
            });
            // object[key] = v;
        },
        configurable: true,
    });
}
function objectClone(obj) {
    return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function util_assignProp(target, prop, value) {
    Object.defineProperty(target, prop, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
    });
}
/**
 * Whichever object a def's `shape` currently answers from: the one the caller passed until the first read, the frozen copy after it.
 *
 * Its keys and descriptors read without invoking anything, which is what lets a discriminated union check its discriminator, and the cycle walk read a shape, without resolving a getter that references the schema being constructed. A def that answers `shape` from an accessor of its own has none.
 */
function rawShape(def) {
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    return desc?.get ? desc.get.raw : desc?.value;
}
// where a builder reads its source's keys and descriptors, resolving only a shape a def answers for itself. A shape resolves by object spread, so only its enumerable keys are ever part of it.
function sourceShape(schema) {
    return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
// a key whose value is not settled yet, self-caching so every read after the first gets the same one
function deferProp(target, key, getter) {
    Object.defineProperty(target, key, {
        get() {
            const value = getter();
            util_assignProp(this, key, value);
            return value;
        },
        enumerable: true,
        configurable: true,
    });
}
// Writes a settled key. A plain assignment is much cheaper than `defineProperty` and produces the same descriptor, but it runs whatever setter already answers to the key — an accessor this shape deferred, or an inherited one, which `__proto__` has on every object and prototype pollution can add for any name.
function putProp(target, key, value) {
    if (key in target)
        util_assignProp(target, key, value);
    else
        target[key] = value;
}
/**
 * Copies `keys` of `source`'s shape onto `target`, each value passed through `wrap`.
 *
 * A key the source has resolved is copied through now, so the derived shape states it outright and nothing has to resolve it to learn what it holds. A key the source still defers stays deferred, and reads back through the source's own `shape`, so it resolves once and both shapes get that one schema.
 */
function mirrorShape(target, source, keys, wrap) {
    const raw = sourceShape(source);
    for (const key of keys) {
        const desc = Object.getOwnPropertyDescriptor(raw, key);
        if (!desc.enumerable)
            continue;
        if (desc.get) {
            deferProp(target, key, () => {
                const value = source._zod.def.shape[key];
                return wrap ? wrap(value, key) : value;
            });
        }
        else
            putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
    }
}
// same, for a plain shape a caller passed rather than a schema's
function mirrorProps(target, source) {
    for (const key of Reflect.ownKeys(source)) {
        const desc = Object.getOwnPropertyDescriptor(source, key);
        if (!desc.enumerable)
            continue;
        if (desc.get)
            deferProp(target, key, () => source[key]);
        else
            putProp(target, key, desc.value);
    }
}
function mergeDefs(...defs) {
    const mergedDescriptors = {};
    for (const def of defs) {
        const descriptors = Object.getOwnPropertyDescriptors(def);
        Object.assign(mergedDescriptors, descriptors);
    }
    return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
    return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path) {
    if (!path)
        return obj;
    return path.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
    const keys = Object.keys(promisesObj);
    const promises = keys.map((key) => promisesObj[key]);
    return Promise.all(promises).then((results) => {
        const resolvedObj = {};
        for (let i = 0; i < keys.length; i++) {
            resolvedObj[keys[i]] = results[i];
        }
        return resolvedObj;
    });
}
function randomString(length = 10) {
    const chars = "abcdefghijklmnopqrstuvwxyz";
    let str = "";
    for (let i = 0; i < length; i++) {
        str += chars[Math.floor(Math.random() * chars.length)];
    }
    return str;
}
function esc(str) {
    return JSON.stringify(str);
}
function slugify(input) {
    return input
        .toLowerCase()
        .trim()
        .replace(/[^\w\s-]/g, "")
        .replace(/[\s_-]+/g, "-")
        .replace(/^-+|-+$/g, "");
}
const captureStackTrace = ("captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => { });
function util_isObject(data) {
    return typeof data === "object" && data !== null && !Array.isArray(data);
}
const util_allowsEval = /* @__PURE__*/ cached(() => {
    // Skip the probe under `jitless`: strict CSPs report the caught `new Function` as a `securitypolicyviolation` even though the throw is swallowed.
    if (globalConfig.jitless) {
        return false;
    }
    // @ts-ignore
    if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
        return false;
    }
    try {
        const F = Function;
        new F("");
        return true;
    }
    catch (_) {
        return false;
    }
});
function isPlainObject(o) {
    if (util_isObject(o) === false)
        return false;
    // modified constructor
    const ctor = o.constructor;
    if (ctor === undefined)
        return true;
    if (typeof ctor !== "function")
        return true;
    // modified prototype
    const prot = ctor.prototype;
    if (util_isObject(prot) === false)
        return false;
    // ctor doesn't have static `isPrototypeOf`
    if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
        return false;
    }
    return true;
}
function shallowClone(o) {
    if (isPlainObject(o))
        return { ...o };
    if (Array.isArray(o))
        return [...o];
    if (o instanceof Map)
        return new Map(o);
    if (o instanceof Set)
        return new Set(o);
    return o;
}
function numKeys(data) {
    let keyCount = 0;
    for (const key in data) {
        if (Object.prototype.hasOwnProperty.call(data, key)) {
            keyCount++;
        }
    }
    return keyCount;
}
const getParsedType = (data) => {
    const t = typeof data;
    switch (t) {
        case "undefined":
            return "undefined";
        case "string":
            return "string";
        case "number":
            return Number.isNaN(data) ? "nan" : "number";
        case "boolean":
            return "boolean";
        case "function":
            return "function";
        case "bigint":
            return "bigint";
        case "symbol":
            return "symbol";
        case "object":
            if (Array.isArray(data)) {
                return "array";
            }
            if (data === null) {
                return "null";
            }
            if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
                return "promise";
            }
            if (typeof Map !== "undefined" && data instanceof Map) {
                return "map";
            }
            if (typeof Set !== "undefined" && data instanceof Set) {
                return "set";
            }
            if (typeof Date !== "undefined" && data instanceof Date) {
                return "date";
            }
            // @ts-ignore
            if (typeof File !== "undefined" && data instanceof File) {
                return "file";
            }
            return "object";
        default:
            throw new Error(`Unknown data type: ${t}`);
    }
};
const propertyKeyTypes = /* @__PURE__*/ new Set(["string", "number", "symbol"]);
const primitiveTypes = /* @__PURE__*/ new Set([
    "string",
    "number",
    "bigint",
    "boolean",
    "symbol",
    "undefined",
]);
function escapeRegex(str) {
    return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
// zod-specific utils
function clone(inst, def, params) {
    const cl = new inst._zod.constr(def ?? inst._zod.def);
    if (!def || params?.parent)
        cl._zod.parent = inst;
    return cl;
}
function normalizeParams(_params) {
    const params = _params;
    if (!params)
        return {};
    if (typeof params === "string")
        return { error: () => params };
    if (params?.message !== undefined) {
        if (params?.error !== undefined)
            throw new Error("Cannot specify both `message` and `error` params");
        params.error = params.message;
    }
    delete params.message;
    if (typeof params.error === "string")
        return { ...params, error: () => params.error };
    return params;
}
function createTransparentProxy(getter) {
    let target;
    return new Proxy({}, {
        get(_, prop, receiver) {
            target ?? (target = getter());
            return Reflect.get(target, prop, receiver);
        },
        set(_, prop, value, receiver) {
            target ?? (target = getter());
            return Reflect.set(target, prop, value, receiver);
        },
        has(_, prop) {
            target ?? (target = getter());
            return Reflect.has(target, prop);
        },
        deleteProperty(_, prop) {
            target ?? (target = getter());
            return Reflect.deleteProperty(target, prop);
        },
        ownKeys(_) {
            target ?? (target = getter());
            return Reflect.ownKeys(target);
        },
        getOwnPropertyDescriptor(_, prop) {
            target ?? (target = getter());
            return Reflect.getOwnPropertyDescriptor(target, prop);
        },
        defineProperty(_, prop, descriptor) {
            target ?? (target = getter());
            return Reflect.defineProperty(target, prop, descriptor);
        },
    });
}
function stringifyPrimitive(value) {
    if (typeof value === "bigint")
        return value.toString() + "n";
    if (typeof value === "string")
        return `"${value}"`;
    return `${value}`;
}
function optionalKeys(shape) {
    return Object.keys(shape).filter((k) => {
        return shape[k]._zod.optin !== undefined && shape[k]._zod.optout === "optional";
    });
}
// Wrapped in a `@__PURE__` IIFE: esbuild never tree-shakes a top-level initializer that contains a member access on `Number`, so the bare object literal survived into every bundle.
const NUMBER_FORMAT_RANGES = /*@__PURE__*/ (() => ({
    safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-3.4028234663852886e38, 3.4028234663852886e38],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
}))();
const BIGINT_FORMAT_RANGES = {
    int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
    uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")],
};
function pick(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".pick() cannot be used on object schemas containing refinements");
    }
    const newShape = {};
    mirrorShape(newShape, schema, maskedKeys(schema, mask));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
// the mask keys that select something, checked against the source's shape without resolving it
function maskedKeys(schema, mask) {
    const raw = sourceShape(schema);
    const keys = [];
    // `for...in` skips symbols, so a symbol in the mask would select nothing
    for (const key of Reflect.ownKeys(mask)) {
        if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
            throw new Error(`Unrecognized key: "${String(key)}"`);
        }
        if (mask[key])
            keys.push(key);
    }
    return keys;
}
function omit(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".omit() cannot be used on object schemas containing refinements");
    }
    const omitted = new Set(maskedKeys(schema, mask));
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to extend: expected a plain object");
    }
    const checks = schema._zod.def.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        // Only throw if new shape overlaps with existing shape. Use getOwnPropertyDescriptor to check key existence without accessing values
        const existingShape = sourceShape(schema);
        for (const key of Reflect.ownKeys(shape)) {
            if (Object.getOwnPropertyDescriptor(existingShape, key) !== undefined) {
                throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
            }
        }
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
// the source's keys, then the caller's overlaid on top
function extended(schema, shape) {
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
    mirrorProps(newShape, shape);
    return newShape;
}
function safeExtend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to safeExtend: expected a plain object");
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
    if (!b?._zod?.def) {
        throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
    }
    if (a._zod.def.checks?.length) {
        throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
    }
    const newShape = {};
    mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
    mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
    const def = mergeDefs(a._zod.def, {
        shape: newShape,
        get catchall() {
            return b._zod.def.catchall;
        },
        checks: b._zod.def.checks ?? [],
    });
    return clone(a, def);
}
function partial(Class, schema, mask, name = "partial") {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
    }
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class &&
        ((value, key) => (selected && !selected.has(key) ? value : new Class({ type: "optional", innerType: value }))));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class, schema, mask) {
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => 
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class({ type: "nonoptional", innerType: value }));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
// invalid_type | too_big | too_small | invalid_format | not_multiple_of | unrecognized_keys | invalid_union | invalid_key | invalid_element | invalid_value | custom
function aborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue !== true) {
            return true;
        }
    }
    return false;
}
// Checks for explicit abort (continue === false), as opposed to implicit abort (continue === undefined). Used to respect `abort: true` in .refine() even for checks that have a `when` function.
function explicitlyAborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue === false) {
            return true;
        }
    }
    return false;
}
function prefixIssues(path, issues) {
    return issues.map((iss) => {
        var _a;
        (_a = iss).path ?? (_a.path = []);
        iss.path.unshift(path);
        return iss;
    });
}
function unwrapMessage(message) {
    return typeof message === "string" ? message : message?.message;
}
/* A check holds no link back to the schema it is attached to — the same check instance is shared by every clone of that schema — so the owner is stamped onto the issues a check just raised, at the only point where both are in scope. Runs on the failure path only; `start` is the issue count from before the check ran. */
/** The leading size checks of `defChecks` that set an upper bound, each paired with it. */
function sizeCaps(defChecks) {
    const caps = [];
    for (const ch of defChecks ?? []) {
        const d = ch._zod.def;
        // a later check may rewrite the value
        if (!/_(length|size)$|_equals$/.test(d.check))
            break;
        const max = d.maximum ?? d.length ?? d.size;
        if (max >= 0)
            caps.push([max, ch]);
    }
    return caps;
}
function attachSchema(issues, start, inst) {
    var _a;
    for (let i = start; i < issues.length; i++) {
        (_a = issues[i]).schema ?? (_a.schema = inst);
    }
}
function finalizeIssue(iss, ctx, config) {
    var _a;
    // A schema that raised an issue itself owns it outright, and outranks any stamp an enclosing check left in `attachSchema`. String formats and z.custom() are schema and check at once, so when they act as a check they defer to that stamp instead.
    const traits = iss.inst?._zod?.traits;
    if (traits?.has("$ZodType")) {
        if (traits.has("$ZodCheck"))
            (_a = iss).schema ?? (_a.schema = iss.inst);
        else
            iss.schema = iss.inst;
    }
    // Decreasing specificity, first map to return a message wins. `inst` is whatever raised the issue, so a check's own map outranks the owning schema's.
    const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : undefined;
    const message = iss.message
        ? iss.message
        : (unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ??
            unwrapMessage(schemaError?.(iss)) ??
            unwrapMessage(ctx?.error?.(iss)) ??
            unwrapMessage(config.customError?.(iss)) ??
            unwrapMessage(config.localeError?.(iss)) ??
            "Invalid input");
    // an explicit own-key copy beats object rest with excluded keys, which v8 routes through a generic runtime call; Object.keys rather than for-in so an issue pushed with a prototype does not leak inherited keys, and an own __proto__ key is dropped rather than assigned through the setter
    const full = {};
    for (const k of Object.keys(iss)) {
        if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
            continue;
        full[k] = iss[k];
    }
    full.path ?? (full.path = []);
    full.message = message;
    if (ctx?.reportInput) {
        full.input = iss.input;
    }
    return full;
}
function getSizableOrigin(input) {
    if (input instanceof Set)
        return "set";
    if (input instanceof Map)
        return "map";
    // @ts-ignore
    if (input instanceof File)
        return "file";
    return "unknown";
}
const highSurrogate = /[\uD800-\uDBFF]/;
// Code points in `str`: a surrogate pair counts once, a lone surrogate as itself. Hand-rolled because the string iterator allocates and runs ~250x slower on this path; the regex probe exits ~50x quicker for a string with no astral characters.
function codePointLength(str) {
    const units = str.length;
    if (!highSurrogate.test(str))
        return units;
    let count = units;
    for (let i = 0; i < units - 1; i++) {
        if ((str.charCodeAt(i) & 0xfc00) === 0xd800 && (str.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
            count--;
            i++;
        }
    }
    return count;
}
function getLengthableOrigin(input) {
    if (Array.isArray(input))
        return "array";
    if (typeof input === "string")
        return "string";
    return "unknown";
}
function parsedType(data) {
    const t = typeof data;
    switch (t) {
        case "number": {
            return Number.isNaN(data) ? "nan" : "number";
        }
        case "object": {
            if (data === null) {
                return "null";
            }
            if (Array.isArray(data)) {
                return "array";
            }
            const obj = data;
            if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
                return obj.constructor.name;
            }
        }
    }
    return t;
}
function util_issue(...args) {
    const [iss, input, inst] = args;
    if (typeof iss === "string") {
        return {
            message: iss,
            code: "custom",
            input,
            inst,
        };
    }
    return { ...iss };
}
function cleanEnum(obj) {
    return Object.entries(obj)
        .filter(([k, _]) => {
        // return true if NaN, meaning it's not a number, thus a string key
        return Number.isNaN(Number.parseInt(k, 10));
    })
        .map((el) => el[1]);
}
// Codec utility functions
function base64ToUint8Array(base64) {
    const binaryString = atob(base64);
    const bytes = new Uint8Array(binaryString.length);
    for (let i = 0; i < binaryString.length; i++) {
        bytes[i] = binaryString.charCodeAt(i);
    }
    return bytes;
}
function uint8ArrayToBase64(bytes) {
    let binaryString = "";
    for (let i = 0; i < bytes.length; i++) {
        binaryString += String.fromCharCode(bytes[i]);
    }
    return btoa(binaryString);
}
function base64urlToUint8Array(base64url) {
    const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
    const padding = "=".repeat((4 - (base64.length % 4)) % 4);
    return base64ToUint8Array(base64 + padding);
}
function uint8ArrayToBase64url(bytes) {
    return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
    const cleanHex = hex.replace(/^0x/, "");
    if (cleanHex.length % 2 !== 0) {
        throw new Error("Invalid hex string length");
    }
    const bytes = new Uint8Array(cleanHex.length / 2);
    for (let i = 0; i < cleanHex.length; i += 2) {
        bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
    }
    return bytes;
}
function uint8ArrayToHex(bytes) {
    return Array.from(bytes)
        .map((b) => b.toString(16).padStart(2, "0"))
        .join("");
}
// instanceof
class Class {
    constructor(..._args) { }
}
//////////    PROTOTYPE INSTALLERS     //////////
//
// Members live on the prototype and materialize per instance on first read, which keeps own-property count under the step where V8 stops using inline slots. Changing anything here means re-measuring runtime, memory and bundle size together — see "The three axes" in AGENTS.md.
/**
 * Installs a trait's members on its prototype. Each value builds that member for the instance on first read; the built value shadows the accessor as an own property, so a detached `const { parse } = schema` keeps working.
 *
 * Call this from a `proto` initializer, which runs once per prototype — never per instance.
 */
function members(proto, table) {
    for (const key in table) {
        const desc = Object.getOwnPropertyDescriptor(table, key);
        // a getter installs as written, so it stays live: `description` reads through to the registry on every access. not enumerable: an object literal's is, and a prototype member never was
        if (desc.get)
            Object.defineProperty(proto, key, { ...desc, enumerable: false });
        // a method materializes bound on first read, which is what keeps a detached member working: `const opt = schema.optional; opt()`
        else
            defineBound(proto, key, desc.value);
    }
}
/** Shadows a prototype member with an own value, so a getter that builds from the instance runs once. */
function own(inst, key, value, enumerable = true) {
    Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
    return value;
}
/** Like {@link own}, for a member that was never an own data property and has to stay out of `Object.keys`. */
function hide(inst, key, value) {
    return own(inst, key, value, false);
}
/** Adds members a table derives from the instance: each builds on first read and shadows as own data, and assignment shadows the same way, as when these were own properties. */
function derived(computes, table) {
    for (const key in computes) {
        const compute = computes[key];
        // an object literal's accessor is configurable and enumerable, and `members` copies the descriptor as written
        Object.defineProperty(table, key, {
            configurable: true,
            enumerable: true,
            get() {
                return own(this, key, compute(this));
            },
            set(value) {
                own(this, key, value);
            },
        });
    }
    return table;
}
function defineBound(proto, key, fn) {
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // vitest's spyOn calls a prototype getter bare to find the function it wraps, so a nullish receiver answers the raw method
            return this == null ? fn : own(this, key, fn.bind(this));
        },
        set(value) {
            own(this, key, value);
        },
    });
}
/** Returns the prototype to install on, or `undefined` if this group is already installed on it. */
function claim(inst, sentinel) {
    const proto = Object.getPrototypeOf(inst);
    // Runs on every construction, so `in` rather than the costlier `hasOwnProperty.call`. Sentinels are keys the group itself defines.
    return sentinel in proto ? undefined : proto;
}
// The internals whose init chain is installing. A second call for the same one is a derived constructor overriding its base, so it must not construct another schema in between or the override is dropped.
let installing;
// Set while a getter is running, so a value that resolved through a recursion break is not memoized. One shared descriptor shadows the key for the duration, which costs no per-key allocation.
let broke = false;
const breaker = {
    configurable: true,
    get() {
        broke = true;
        return undefined;
    },
};
/**
 * Installs a lazily-derived internal on the `_zod` prototype of `inst`'s
 * constructor, computed from the internals object itself and cached there on
 * first read. One accessor per constructor rather than one per instance.
 */
function defineLazyInternal(inst, key, compute) {
    const proto = Object.getPrototypeOf(inst._zod);
    if (key in proto && installing !== inst._zod) {
        // A repeat construction: everything is installed already. Cleared here so the reference is not held past the first construction of every type.
        installing = undefined;
        return;
    }
    installing = inst._zod;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing so a re-entrant read from a recursive schema resolves to undefined instead of running the getter again.
            Object.defineProperty(this, key, breaker);
            const outer = broke;
            broke = false;
            try {
                const value = compute(this);
                // A result that resolved through a recursion break is recomputed once the graph is complete; everything else memoizes, undefined included.
                if (broke)
                    delete this[key];
                else
                    Object.defineProperty(this, key, { configurable: true, writable: true, value });
                broke = broke || outer;
                return value;
            }
            catch (err) {
                // A compute that threw memoizes nothing, so a later read runs it again and fails the same way. The shadow goes with it, since leaving it installed would answer undefined for every later read.
                delete this[key];
                broke = broke || outer;
                throw err;
            }
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, value });
        },
    });
}
/**
 * Installs `key` on `inst`'s prototype, computed by `make` on first read and cached there as an own
 * data property. One accessor per constructor rather than one per instance, because an own accessor
 * puts every instance after the first into v8 dictionary mode. The key doubles as the sentinel.
 */
function installLazyProp(inst, key, make, enumerable) {
    const proto = claim(inst, key);
    if (!proto)
        return;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing, so a re-entrant read from a self-referential shape resolves to undefined instead of running the getter again. A data property rather than an accessor: an own accessor is the dictionary-mode transition this exists to avoid.
            const desc = { configurable: true, writable: true, enumerable, value: undefined };
            Object.defineProperty(this, key, desc);
            // a compute that throws leaves the shadow behind, so later reads answer undefined instead of re-throwing; `defineLazy` did the same, and `defineLazyInternal`'s delete-on-catch would cost bytes in every bundle for a case only a throwing user getter reaches
            desc.value = make(this);
            Object.defineProperty(this, key, desc);
            return desc.value;
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
        },
    });
}
/** Marks the thunk `_catch` synthesises for a constant catch value. `Function.length` cannot tell that thunk from a user callback — rest and defaulted parameters both report arity 0 — and a user callback reads `ctx.error`, whose issues only finalize correctly against the caller's per-parse error map. Provenance can say what arity cannot. A plain string key rather than `Symbol.for`, whose call at module scope no bundler can prove pure — the same shape that anchored `urlCanParse` into every build. */
const CONSTANT_CATCH = "~constantCatch";
/** Wraps a constant catch value in a thunk tagged with {@link CONSTANT_CATCH}. */
function constantCatch(value) {
    const fn = () => value;
    fn[CONSTANT_CATCH] = true;
    return fn;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/core.js
var _a;

/** A special constant with type `never` */
const NEVER = /*@__PURE__*/ Object.freeze({
    status: "aborted",
});
/* Shared descriptor for installing `_zod`; defineProperty reads it
 * synchronously, so reusing one object avoids a per-instance allocation. */
const _zodDesc = { value: undefined, enumerable: false };
// null where suppressing the capture would be unrecoverable: `parse()` puts the frames back with `captureStackTrace`, so without it the throw would lose its stack. also latched to null once `stackTraceLimit` proves unassignable, which a realm can do at any point by hardening Error
let _E = "captureStackTrace" in Error ? Error : null;
// v8 captures a stack trace inside the Error constructor, which dominates a failed parse; costs only the frames, and parse() restores those. the constructor must RUN: Object.create is cheaper and passes instanceof, but Error.isError and util.types.isNativeError check an internal slot
function newError(Definition) {
    const E = _E;
    if (E) {
        const saved = E.stackTraceLimit;
        if (typeof saved === "number") {
            try {
                E.stackTraceLimit = 0;
            }
            catch {
                _E = null;
                return new Definition();
            }
            try {
                return new Definition();
            }
            finally {
                E.stackTraceLimit = saved;
            }
        }
    }
    return new Definition();
}
function $constructor(name, initializer, 
/** This trait's members, installed once on every prototype that composes it. They cannot be declared in the initializer above: that runs per instance, and the prototype is shared. */
proto, params) {
    // Prototype for this constructor's `_zod` internals. Lazily-derived fields (`values`, `pattern`, `optin`, …) install here once rather than as an accessor on every instance.
    const zodProto = {};
    // Assigning the fields in the constructor body is what gives instances in-object slots; building the object literally and reparenting it costs a second allocation and a generic property copy.
    function Internals(def) {
        this.def = def;
        this.constr = _;
        this.traits = new Set();
    }
    Internals.prototype = zodProto;
    const protoMembers = proto;
    // One trait's members land on every prototype whose chain composes it, so the answer is per prototype rather than per trait.
    const initialized = protoMembers && new WeakSet();
    function init(inst, def) {
        if (!inst._zod) {
            _zodDesc.value = new Internals(def);
            try {
                Object.defineProperty(inst, "_zod", _zodDesc);
            }
            finally {
                // Cleared even on throw, so the shared descriptor never leaks one instance's internals into the next.
                _zodDesc.value = undefined;
            }
        }
        else if (inst._zod.traits.has(name)) {
            return;
        }
        inst._zod.traits.add(name);
        initializer(inst, def);
        if (initialized) {
            // `super(def)` from a user subclass gives `this` a prototype the subclass owns, and installing there would overwrite whatever the subclass declared. `constr` built the instance, so its prototype is the one below the subclass's that should carry the members. A receiver whose chain never reaches that prototype installs on its own, which for a plain object handed straight to `init` means `Object.prototype` — unchanged from before.
            const own = Object.getPrototypeOf(inst);
            const ctorProto = inst._zod.constr.prototype;
            let up = own;
            while (up && up !== ctorProto)
                up = Object.getPrototypeOf(up);
            const target = up ?? own;
            if (!initialized.has(target)) {
                initialized.add(target);
                members(target, protoMembers);
            }
        }
        // support prototype modifications; for-in avoids the array allocation of Object.keys on the (usually empty) prototype
        const proto = _.prototype;
        for (const k in proto) {
            if (!Object.prototype.hasOwnProperty.call(proto, k))
                continue;
            if (!(k in inst)) {
                inst[k] = proto[k].bind(inst);
            }
        }
    }
    // doesn't work if Parent has a constructor with arguments
    const Parent = params?.Parent ?? Object;
    class Definition extends Parent {
    }
    Object.defineProperty(Definition, "name", { value: name });
    function _(def) {
        const inst = params?.Parent ? newError(Definition) : this;
        init(inst, def);
        const deferred = inst._zod.deferred;
        if (deferred) {
            for (const fn of deferred) {
                fn();
            }
            // Released: initializers run once, and the list would otherwise be retained for the schema's lifetime.
            inst._zod.deferred = undefined;
        }
        // Global post-processor hook. Internal: installed by `import "zod/compile"` to enable AOT compilation for every constructed schema. Runs last, once the instance is fully built, because it hands the instance to compile(). The post-processor is expected to be reentrancy-guarded by its own implementation.
        const pp = globalThis.__zod_globalConfig?.postProcessor;
        if (pp)
            pp(inst);
        return inst;
    }
    Object.defineProperty(_, "init", { value: init });
    Object.defineProperty(_, Symbol.hasInstance, {
        value: (inst) => {
            if (params?.Parent && inst instanceof params.Parent)
                return true;
            return inst?._zod?.traits?.has(name);
        },
    });
    Object.defineProperty(_, "name", { value: name });
    return _;
}
//////////////////////////////   UTILITIES   ///////////////////////////////////////
const $brand = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("zod_brand")));
class $ZodAsyncError extends Error {
    constructor() {
        super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
    }
}
class $ZodEncodeError extends Error {
    constructor(name) {
        super(`Encountered unidirectional transform during encode: ${name}`);
        this.name = "ZodEncodeError";
    }
}
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
const globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
    if (newConfig)
        Object.assign(globalConfig, newConfig);
    return globalConfig;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/memoizer.js

class $ZodCyclicError extends Error {
    constructor() {
        super(`Cannot parse a reference cycle that closes through a transform`);
        this.name = "ZodCyclicError";
    }
}
/** Keyed off the context object every schema in one parse call already shares. */
const STATE = "~memo";
const NO_ISSUES = [];
// a value a cycle can close through
function isRef(value) {
    return value !== null && typeof value === "object";
}
// Receivers prefix paths in place, so the cache and every hand-out need their own copies.
function cloneIssues(issues) {
    return issues.map((iss) => (iss.path ? { ...iss, path: iss.path.slice() } : { ...iss }));
}
const recursive = /*@__PURE__*/ new WeakMap();
/** What the walk established, in order of certainty: ordered so the strongest answer among children wins. */
const NONE = 0;
const ASSUMED = 1;
const PROVEN = 2;
/** Whether this schema's subtree contains a cycle, so one parse can re-enter it. */
function isRecursive(inst, stack, resolve) {
    const cached = recursive.get(inst);
    if (cached !== undefined)
        return cached ? PROVEN : NONE;
    // Relative to the walk in progress, so not cached.
    if (stack.has(inst))
        return PROVEN;
    stack.add(inst);
    let result = NONE;
    const check = (child) => {
        if (result !== PROVEN && child?._zod) {
            const answer = isRecursive(child, stack, resolve);
            if (answer > result)
                result = answer;
        }
    };
    // `Reflect.ownKeys` rather than `Object.keys`, so a cycle through a declared symbol key is still seen
    const shape = (sh, spread) => {
        let answer = NONE;
        for (const key of Reflect.ownKeys(sh)) {
            const desc = Object.getOwnPropertyDescriptor(sh, key);
            // an object resolves its shape by spread, so a key it does not enumerate is never parsed; `z.properties` reads every own key and so keeps them all
            if (spread && !desc.enumerable)
                continue;
            // resolving runs user code, and a factory mints a fresh subtree per read, so an edge the walk can't follow counts as a cycle
            const child = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve) : NONE;
            if (child > answer)
                answer = child;
        }
        return answer;
    };
    const merge = (answer) => {
        if (answer > result)
            result = answer;
    };
    const def = inst._zod.def;
    const kind = def.type;
    switch (kind) {
        case "object": {
            const raw = rawShape(def);
            // a def with no raw shape answers `shape` from an accessor of its own, and running that can mint a whole fresh subtree
            merge(raw ? shape(raw, true) : ASSUMED);
            check(def.catchall);
            break;
        }
        case "array":
            check(def.element);
            break;
        case "tuple":
            for (const el of def.items)
                check(el);
            check(def.rest);
            break;
        case "record":
        case "map":
            check(def.keyType);
            check(def.valueType);
            break;
        case "set":
            check(def.valueType);
            break;
        case "union":
            for (const el of def.options)
                check(el);
            break;
        case "intersection":
            check(def.left);
            check(def.right);
            break;
        case "optional":
        case "nullable":
        case "default":
        case "prefault":
        case "catch":
        case "readonly":
        case "nonoptional":
        case "promise":
        case "success":
            check(def.innerType);
            break;
        case "pipe":
            check(def.in);
            check(def.out);
            break;
        case "function":
            check(def.input);
            check(def.output);
            break;
        // `$ZodLazy` caches its inner on the def, so a resolved edge is followed exactly
        case "lazy": {
            const inner = def._cachedInner ?? (resolve ? inst._zod.innerType : undefined);
            // walked with resolution off: one hop sees past the deferral, and a lazy that yields only another unresolved lazy is generative, so it stops there
            merge(inner ? isRecursive(inner, stack, false) : ASSUMED);
            break;
        }
        // a leaf by choice: `parts` are regex fragments, not data positions
        case "template_literal":
        // leaves
        case "string":
        case "number":
        case "int":
        case "boolean":
        case "bigint":
        case "symbol":
        case "undefined":
        case "null":
        case "void":
        case "never":
        case "any":
        case "unknown":
        case "date":
        case "nan":
        case "enum":
        case "literal":
        case "file":
        case "transform":
        case "custom":
            break;
        default: {
            // a new built-in kind becomes a compile error here
            kind;
            // a user-defined kind can still hold children, and only its author knows where, so fall back to scanning the def — skipping accessors, since reading one can run user code
            for (const key in def) {
                const desc = Object.getOwnPropertyDescriptor(def, key);
                if (!desc || desc.get)
                    continue;
                const value = desc.value;
                if (!value || typeof value !== "object")
                    continue;
                if (value._zod)
                    check(value);
                else if (Array.isArray(value))
                    for (const el of value)
                        check(el);
            }
        }
    }
    stack.delete(inst);
    return settle(inst, result);
}
/** An assumed answer must not outlive the resolution that settles it, so only a certain one is cached. */
function settle(inst, answer) {
    if (answer !== ASSUMED)
        recursive.set(inst, answer === PROVEN);
    return answer;
}
/**
 * Whether one parse can re-enter this schema, i.e. its subtree contains a cycle.
 * Exported for `z.compile`, which refuses to compile such a schema: cycle
 * breaking is driven from here off state keyed on the parse context, and a
 * generated fast path has no context to key on.
 */
function isRecursiveSchema(inst) {
    // z.compile never parses, so nothing would ever resolve a lazy for it; it runs once and already treats a throw here as recursive
    return isRecursive(inst, new Set(), true) !== NONE;
}
function bucketFor(state, inst) {
    let bucket = state.buckets.get(inst);
    if (!bucket) {
        bucket = new WeakMap();
        state.buckets.set(inst, bucket);
    }
    return bucket;
}
// Set immediately before delegating to core and cleared immediately after, so `alloc` registers only for a visit this module is driving.
let handoff;
// Allocated but unfinished entries. `alloc` and the matching pop both happen in the synchronous part of a parse, so they nest even when children are async, and one stack serves every schema.
const memoizer_open = [];
const memo = {
    alloc(_inst, payload, empty) {
        const bucket = handoff;
        if (!bucket)
            return empty;
        handoff = undefined;
        const entry = { value: empty, issues: null };
        bucket.set(payload.value, entry);
        memoizer_open.push(entry);
        return empty;
    },
    guard(inst) {
        var _a;
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                // The value is a placeholder a back-edge is still waiting on, so the cycle closes through this transform. Its output can't exist in time to bind.
                if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value))
                    throw new $ZodCyclicError();
                return base(payload, ctx);
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
    attach(inst) {
        var _a;
        let isRecursiveInst;
        let rechecked = false;
        // a recursive schema is re-entered many times per parse and its bucket never changes
        let lastCtx;
        let lastBucket;
        // Wraps `parse` in a deferred so it sees the container's final parse. Core's own deferred copies `parse` into `run` when there are no checks, and it ran first, so `run` is patched to match; with checks, `run` reads `parse` dynamically.
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                if (isRecursiveInst === undefined) {
                    const walked = isRecursive(inst, new Set(), false);
                    if (walked === NONE) {
                        // Nothing here can ever fire, so take it back out.
                        inst._zod.parse = base;
                        if (inst._zod.run === wrapped)
                            inst._zod.run = base;
                        return base(payload, ctx);
                    }
                    // this parse resolves the deferred edges on its own path, so ask once more before latching
                    if (walked === PROVEN || rechecked)
                        isRecursiveInst = true;
                    else
                        rechecked = true;
                }
                const input = payload.value;
                if (!isRef(input))
                    return base(payload, ctx);
                let state = ctx[STATE];
                if (!state) {
                    state = { buckets: new WeakMap(), backEdges: undefined };
                    ctx[STATE] = state;
                }
                let bucket;
                if (lastCtx === ctx) {
                    bucket = lastBucket;
                }
                else {
                    bucket = bucketFor(state, inst);
                    lastCtx = ctx;
                    lastBucket = bucket;
                }
                const hit = bucket.get(input);
                if (hit) {
                    payload.value = hit.value;
                    if (hit.issues) {
                        if (hit.issues.length)
                            payload.issues.push(...cloneIssues(hit.issues));
                    }
                    else {
                        // Still being parsed: its own checks cover it, so skip them here.
                        payload.memo = true;
                        state.backEdges ?? (state.backEdges = new WeakSet());
                        state.backEdges.add(hit.value);
                    }
                    return payload;
                }
                handoff = bucket;
                const depth = memoizer_open.length;
                const result = base(payload, ctx);
                handoff = undefined;
                // A container that rejected its input outright allocated nothing.
                const entry = memoizer_open.length > depth ? memoizer_open.pop() : undefined;
                // Both paths written out so the sync one allocates no closure. It runs once per node, and capturing here cost more than everything else combined.
                if (result instanceof Promise) {
                    return result.then((r) => {
                        if (entry)
                            entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
                        return r;
                    });
                }
                if (entry)
                    entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
                return result;
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
};
/** The memoizer that gives containers cycle support. `zod` installs it by default; `zod/mini` opts in with `config({ memoizer: memoizer() })`. */
function memoizer() {
    return memo;
}
/** Whether this value is a node a back-edge resolved to before it finished. */
function isBackEdge(ctx, value) {
    const backEdges = ctx[STATE]?.backEdges;
    return backEdges !== undefined && isRef(value) && backEdges.has(value);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/regexes.js

/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const cuid = /^[cC][0-9a-z]{6,}$/;
const cuid2 = /^[0-9a-z]+$/;
const ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
const xid = /^[0-9a-vA-V]{20}$/;
const ksuid = /^[A-Za-z0-9]{27}$/;
const nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
    return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
/** ISO 8601-1 duration regex. Does not support the 8601-2 extensions like negative durations or fractional/negative components. */
const duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
/** Implements ISO 8601-2 extensions like explicit +- prefixes, mixing weeks with other units, and fractional/negative components. */
const extendedDuration = /^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/;
/** A regex for any UUID-like identifier: 8-4-4-4-12 hex pattern */
const guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
/** Returns a regex for validating an RFC 9562/4122 UUID.
 *
 * @param version Optionally specify a version 1-8. If no version is specified, all versions are supported. */
const uuid = (version) => {
    if (!version)
        return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
const uuid4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(4)));
const uuid6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(6)));
const uuid7 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(7)));
/** Practical email validation */
const email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** Equivalent to the HTML5 input[type=email] validation implemented by browsers. Source: https://developer.mozilla.org/en-US/docs/Web/HTML/Element/input/email */
const html5Email = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** The classic emailregex.com regex for RFC 5322-compliant emails */
const rfc5322Email = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
/** A loose regex that allows Unicode characters, enforces length limits, and that's about it. */
const unicodeEmail = /^[^\s@"]{1,64}@[^\s@]{1,255}$/u;
const idnEmail = (/* unused pure expression or super */ null && (unicodeEmail));
const browserEmail = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// from https://thekevinscott.com/emojis-in-javascript/#writing-a-regular-expression
// Single character class, not an alternation: the two properties overlap (U+1F9B0-U+1F9B3), so `(A|B)+` backtracks exponentially on a failed match. The leading lookahead then demands one anchor — a pictograph, a regional indicator, or the enclosing keycap — because `\p{Emoji_Component}` on its own covers ASCII digits, `#`, `*`, ZWJ, variation selectors and skin tone modifiers, none of which is an emoji without a base.
const _emoji = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
function emoji() {
    return new RegExp(_emoji, "u");
}
const ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
const ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
const mac = (delimiter) => {
    const escapedDelim = util.escapeRegex(delimiter ?? ":");
    return new RegExp(`^(?:[0-9A-F]{2}${escapedDelim}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${escapedDelim}){5}[0-9a-f]{2}$`);
};
const cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
const cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
// https://stackoverflow.com/questions/7860392/determine-if-string-is-in-base64-using-javascript
const base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
const base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
// based on https://stackoverflow.com/questions/106179/regular-expression-to-match-dns-hostname-or-ip-address
// export const hostname: RegExp = /^([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+$/;
const hostname = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;
const domain = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
const httpProtocol = /^https?$/;
// https://blog.stevenlevithan.com/archives/validate-phone-number#r4-3 (regex sans spaces) E.164: leading digit must be 1-9; total digits (excluding '+') between 7-15
const e164 = /^\+[1-9]\d{6,14}$/;
// Credit card shape: 12–19 digits, optionally separated by single spaces or single hyphens. ISO/IEC 7812 caps the PAN at 19 digits; 12 is the shortest issued length (Maestro).
const creditCard = /^\d(?:[ -]?\d){11,18}$/;
// ISO 4217 alpha codes from the SIX list, regenerated by scripts/update-iso-4217.ts
const currencyCode = /^(?:AED|AFN|ALL|AMD|AOA|ARS|AUD|AWG|AZN|BAM|BBD|BDT|BHD|BIF|BMD|BND|BOB|BOV|BRL|BSD|BTN|BWP|BYN|BZD|CAD|CDF|CHE|CHF|CHW|CLF|CLP|CNY|COP|COU|CRC|CUP|CVE|CZK|DJF|DKK|DOP|DZD|EGP|ERN|ETB|EUR|FJD|FKP|GBP|GEL|GHS|GIP|GMD|GNF|GTQ|GYD|HKD|HNL|HTG|HUF|IDR|ILS|INR|IQD|IRR|ISK|JMD|JOD|JPY|KES|KGS|KHR|KMF|KPW|KRW|KWD|KYD|KZT|LAK|LBP|LKR|LRD|LSL|LYD|MAD|MDL|MGA|MKD|MMK|MNT|MOP|MRU|MUR|MVR|MWK|MXN|MXV|MYR|MZN|NAD|NGN|NIO|NOK|NPR|NZD|OMR|PAB|PEN|PGK|PHP|PKR|PLN|PYG|QAR|RON|RSD|RUB|RWF|SAR|SBD|SCR|SDG|SEK|SGD|SHP|SLE|SOS|SRD|SSP|STN|SVC|SYP|SZL|THB|TJS|TMT|TND|TOP|TRY|TTD|TWD|TZS|UAH|UGX|USD|USN|UYI|UYU|UYW|UZS|VED|VES|VND|VUV|WST|XAD|XAF|XAG|XAU|XBA|XBB|XBC|XBD|XCD|XCG|XDR|XOF|XPD|XPF|XPT|XSU|XTS|XUA|XXX|YER|ZAR|ZMW|ZWG)$/;
// iban electronic format: 2-letter country, check digits 02-98 (the only values `98 - remainder` can produce), 11-30 bban characters
const iban = /^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$/;
const dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
/** Anchors a pattern source. The interpolation lives here rather than at the call site because
 * esbuild will not drop a `@__PURE__` call whose own argument interpolates a variable, but it
 * will drop `anchor(dateSource)`. Keeping it inline pinned `date` into every bundle. */
function regexes_anchor(source) {
    return new RegExp(`^${source}$`);
}
const date = /*@__PURE__*/ regexes_anchor(dateSource);
function timeSource(args) {
    const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
    const regex = typeof args.precision === "number"
        ? args.precision === -1
            ? `${hhmm}`
            : args.precision === 0
                ? `${hhmm}:[0-5]\\d`
                : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}`
        : args.seconds
            ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?`
            : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
    return regex;
}
function time(args) {
    return new RegExp(`^${timeSource(args)}$`);
}
// Adapted from https://stackoverflow.com/a/3143231
function datetime(args) {
    const opts = ["Z"];
    // if (args.offset) opts.push(`([+-]\\d{2}:\\d{2})`);
    if (args.offset)
        opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
    // RFC 3339 mandates seconds wherever the time carries a `Z` or an offset, so only the unqualified form `local` adds may omit them
    const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
    const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
    return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
// the unbounded form of `string()` as a literal, so every plain string shares one instance instead of building its own
const anyString = /^[\s\S]{0,}$/;
const string = (params) => {
    const regex = params ? `[\\s\\S]{${params?.minimum ?? 0},${params?.maximum ?? ""}}` : `[\\s\\S]*`;
    return new RegExp(`^${regex}$`);
};
const bigint = /^-?\d+n?$/;
const integer = /^-?\d+$/;
const number = /^-?\d+(?:\.\d+)?$/;
const regexes_boolean = /^(?:true|false)$/i;
const _null = /^null$/i;

const _undefined = /^undefined$/i;

// regex for string with no uppercase letters
const lowercase = /^[^A-Z]*$/;
// regex for string with no lowercase letters
const uppercase = /^[^a-z]*$/;
// regex for hexadecimal strings (any length)
const hex = /^[0-9a-fA-F]*$/;
// Hash regexes for different algorithms and encodings
// Helper function to create base64 regex with exact length and padding
function fixedBase64(bodyLength, padding) {
    return new RegExp(`^[A-Za-z0-9+/]{${bodyLength}}${padding}$`);
}
// Helper function to create base64url regex with exact length (no padding)
function fixedBase64url(length) {
    return new RegExp(`^[A-Za-z0-9_-]{${length}}$`);
}
// MD5 (16 bytes): base64 = 24 chars total (22 + "==")
const md5_hex = /^[0-9a-fA-F]{32}$/;
const md5_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(22, "==")));
const md5_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(22)));
// SHA1 (20 bytes): base64 = 28 chars total (27 + "=")
const sha1_hex = /^[0-9a-fA-F]{40}$/;
const sha1_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(27, "=")));
const sha1_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(27)));
// SHA256 (32 bytes): base64 = 44 chars total (43 + "=")
const sha256_hex = /^[0-9a-fA-F]{64}$/;
const sha256_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(43, "=")));
const sha256_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(43)));
// SHA384 (48 bytes): base64 = 64 chars total (no padding)
const sha384_hex = /^[0-9a-fA-F]{96}$/;
const sha384_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(64, "")));
const sha384_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(64)));
// SHA512 (64 bytes): base64 = 88 chars total (86 + "==")
const sha512_hex = /^[0-9a-fA-F]{128}$/;
const sha512_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(86, "==")));
const sha512_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(86)));

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/checks.js
// import { $ZodType } from "./schemas.js";



const $ZodCheck = /*@__PURE__*/ $constructor("$ZodCheck", (inst, def) => {
    var _a;
    inst._zod ?? (inst._zod = {});
    inst._zod.def = def;
    (_a = inst._zod).onattach ?? (_a.onattach = []);
});
/** Default `when` for size-based checks: run only on non-nullish values with a `size`. */
const _whenHasSize = (payload) => {
    const val = payload.value;
    return !util.nullish(val) && val.size !== undefined;
};
/** Default `when` for length-based checks: run only on non-nullish values with a `length`. */
const _whenHasLength = (payload) => {
    const val = payload.value;
    return !nullish(val) && val.length !== undefined;
};
const numericOriginMap = {
    number: "number",
    bigint: "bigint",
    object: "date",
};
const $ZodCheckLessThan = /*@__PURE__*/ $constructor("$ZodCheckLessThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_big",
            maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckGreaterThan = /*@__PURE__*/ $constructor("$ZodCheckGreaterThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_small",
            minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMultipleOf = 
/*@__PURE__*/ $constructor("$ZodCheckMultipleOf", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        if (typeof payload.value !== typeof def.value)
            throw new Error("Cannot mix number and bigint in multiple_of check.");
        const isMultiple = typeof payload.value === "bigint"
            ? // `value % 0n` throws, and nothing is a multiple of zero — the number branch already fails this way via NaN
                def.value !== BigInt(0) && payload.value % def.value === BigInt(0)
            : floatSafeRemainder(payload.value, def.value) === 0;
        if (isMultiple)
            return;
        payload.issues.push({
            origin: typeof payload.value,
            code: "not_multiple_of",
            divisor: def.value,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckNumberFormat = /*@__PURE__*/ $constructor("$ZodCheckNumberFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    def.format = def.format || "float64";
    const isInt = def.format?.includes("int");
    const origin = isInt ? "int" : "number";
    const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (isInt) {
            if (!Number.isInteger(input)) {
                // invalid_format issue
                // payload.issues.push({
                //   expected: def.format,
                //   format: def.format,
                //   code: "invalid_format",
                //   input,
                //   inst,
                // });
                // invalid_type issue
                payload.issues.push({
                    expected: origin,
                    format: def.format,
                    code: "invalid_type",
                    continue: false,
                    input,
                    inst,
                });
                return;
                // not_multiple_of issue
                // payload.issues.push({
                //   code: "not_multiple_of",
                //   origin: "number",
                //   input,
                //   inst,
                //   divisor: 1,
                // });
            }
            if (!Number.isSafeInteger(input)) {
                if (input > 0) {
                    // too_big
                    payload.issues.push({
                        input,
                        code: "too_big",
                        maximum: Number.MAX_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                else {
                    // too_small
                    payload.issues.push({
                        input,
                        code: "too_small",
                        minimum: Number.MIN_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                return;
            }
        }
        if (input < minimum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_small",
                minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodCheckBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckBigIntFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    const [minimum, maximum] = util.BIGINT_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (input < minimum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_small",
                minimum: minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
const $ZodCheckMaxSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMaxSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size <= def.maximum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMinSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMinSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size >= def.minimum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckSizeEquals = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckSizeEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size === def.size)
            return;
        const tooBig = size > def.size;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            ...(tooBig ? { code: "too_big", maximum: def.size } : { code: "too_small", minimum: def.size }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMaxLength = /*@__PURE__*/ $constructor("$ZodCheckMaxLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // Strings are measured in Unicode code points, not UTF-16 units. A code point is at most two units, so a string that already fits in units fits in code points; only an overflow has to be counted.
        const length = typeof input === "string" && units > def.maximum ? codePointLength(input) : units;
        if (length <= def.maximum)
            return;
        const origin = getLengthableOrigin(input);
        payload.issues.push({
            origin,
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMinLength = /*@__PURE__*/ $constructor("$ZodCheckMinLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so fewer units than the floor can never reach it and twice the floor always clears it. Only in between is the exact count in doubt.
        const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2
            ? codePointLength(input)
            : units;
        if (length >= def.minimum)
            return;
        const origin = getLengthableOrigin(input);
        payload.issues.push({
            origin,
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLengthEquals = /*@__PURE__*/ $constructor("$ZodCheckLengthEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so outside `[length, length * 2]` units the target is missed either way — and missed in the same direction in both measures.
        const length = typeof input === "string" && units >= def.length && units <= def.length * 2
            ? codePointLength(input)
            : units;
        if (length === def.length)
            return;
        const origin = getLengthableOrigin(input);
        const tooBig = length > def.length;
        payload.issues.push({
            origin,
            ...(tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStringFormat = /*@__PURE__*/ $constructor("$ZodCheckStringFormat", (inst, def) => {
    var _a, _b;
    $ZodCheck.init(inst, def);
    if (def.pattern)
        (_a = inst._zod).check ?? (_a.check = (payload) => {
            def.pattern.lastIndex = 0;
            if (def.pattern.test(payload.value))
                return;
            payload.issues.push({
                origin: "string",
                code: "invalid_format",
                format: def.format,
                input: payload.value,
                ...(def.pattern ? { pattern: def.pattern.toString() } : {}),
                inst,
                continue: !def.abort,
            });
        });
    else
        (_b = inst._zod).check ?? (_b.check = () => { });
});
const $ZodCheckRegex = /*@__PURE__*/ $constructor("$ZodCheckRegex", (inst, def) => {
    $ZodCheckStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        def.pattern.lastIndex = 0;
        if (def.pattern.test(payload.value))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "regex",
            input: payload.value,
            pattern: def.pattern.toString(),
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLowerCase = /*@__PURE__*/ $constructor("$ZodCheckLowerCase", (inst, def) => {
    def.pattern ?? (def.pattern = lowercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckUpperCase = /*@__PURE__*/ $constructor("$ZodCheckUpperCase", (inst, def) => {
    def.pattern ?? (def.pattern = uppercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckIncludes = /*@__PURE__*/ $constructor("$ZodCheckIncludes", (inst, def) => {
    $ZodCheck.init(inst, def);
    const escapedRegex = escapeRegex(def.includes);
    // `String.prototype.includes(sub, position)` matches `sub` at `position`
    // OR LATER, so the pattern must allow at least `position` leading chars
    // (`{N,}`), not exactly `position` chars (`{N}`).
    const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
    def.pattern = pattern;
    inst._zod.check = (payload) => {
        if (payload.value.includes(def.includes, def.position))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "includes",
            includes: def.includes,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStartsWith = /*@__PURE__*/ $constructor("$ZodCheckStartsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`^${escapeRegex(def.prefix)}.*`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.startsWith(def.prefix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "starts_with",
            prefix: def.prefix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckEndsWith = /*@__PURE__*/ $constructor("$ZodCheckEndsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`.*${escapeRegex(def.suffix)}$`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.endsWith(def.suffix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "ends_with",
            suffix: def.suffix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
///////////////////////////////////
/////    $ZodCheckProperty    /////
///////////////////////////////////
function handleCheckPropertyResult(result, payload, property) {
    if (result.issues.length) {
        payload.issues.push(...prefixIssues(property, result.issues));
    }
}
const $ZodCheckProperty = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckProperty", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        const result = def.schema._zod.run({
            value: payload.value[def.property],
            issues: [],
        }, {});
        if (result instanceof Promise) {
            return result.then((result) => handleCheckPropertyResult(result, payload, def.property));
        }
        handleCheckPropertyResult(result, payload, def.property);
        return;
    };
})));
const $ZodCheckProperties = /*@__PURE__*/ $constructor("$ZodCheckProperties", (inst, def) => {
    $ZodCheck.init(inst, def);
    hide(inst, Symbol.iterator, function* () {
        yield inst;
    });
    // key and schema snapshotted together: reading one live and the other cached lets a later mutation of the caller's shape object pair a stale key with a missing schema
    let entries;
    inst._zod.check = (payload) => {
        // the base schema already typed the value, so only a nullish one is rejected here: the properties read on a primitive too, matching z.property() on a string's length
        if (payload.value == null) {
            payload.issues.push({ expected: "object", code: "invalid_type", input: payload.value, inst });
            return undefined;
        }
        entries ?? (entries = Reflect.ownKeys(def.shape).map((key) => [key, def.shape[key]]));
        const input = payload.value;
        let proms;
        for (const [key, schema] of entries) {
            const result = schema._zod.run({ value: input[key], issues: [] }, {});
            if (result instanceof Promise) {
                proms ?? (proms = []);
                proms.push(result.then((result) => handleCheckPropertyResult(result, payload, key)));
            }
            else {
                handleCheckPropertyResult(result, payload, key);
            }
        }
        if (proms)
            return Promise.all(proms).then(() => undefined);
        return undefined;
    };
});
const $ZodCheckMimeType = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMimeType", (inst, def) => {
    $ZodCheck.init(inst, def);
    const mimeSet = new Set(def.mime);
    inst._zod.check = (payload) => {
        if (mimeSet.has(payload.value.type))
            return;
        payload.issues.push({
            code: "invalid_value",
            values: def.mime,
            input: payload.value.type,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckOverwrite = /*@__PURE__*/ $constructor("$ZodCheckOverwrite", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        payload.value = def.tx(payload.value);
    };
});

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/doc.js
class Doc {
    constructor(args = [], closed = {}) {
        this.content = [];
        this.indent = 0;
        this.args = args;
        this.closed = closed;
    }
    // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
    indented(fn) {
        this.indent += 1;
        try {
            fn(this);
        }
        finally {
            this.indent -= 1;
        }
    }
    write(arg) {
        if (typeof arg === "function") {
            arg(this, { execution: "sync" });
            arg(this, { execution: "async" });
            return;
        }
        const content = arg;
        const lines = content.split("\n").filter((x) => x);
        const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
        const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
        for (const line of dedented) {
            this.content.push(line);
        }
    }
    compile() {
        const F = Function;
        const content = this?.content ?? [``];
        const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {\n${content.join("\n")}\n};`);
        return factory(...Object.values(this.closed));
    }
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/versions.js
const version = {
    major: 4,
    minor: 6,
    patch: 7,
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/schemas.js







const $ZodType = /*@__PURE__*/ $constructor("$ZodType", (inst, def) => {
    var _a;
    inst ?? (inst = {});
    inst._zod.def = def; // set _def property
    inst._zod.bag = inst._zod.bag || {}; // initialize _bag object
    inst._zod.version = version;
    const defChecks = inst._zod.def.checks;
    // if inst is itself a checks.$ZodCheck, run it as a check
    const checks = inst._zod.traits.has("$ZodCheck")
        ? [inst, ...(defChecks ?? [])]
        : defChecks?.length
            ? [...defChecks]
            : [];
    for (const ch of checks) {
        for (const fn of ch._zod.onattach) {
            fn(inst);
        }
    }
    if (checks.length === 0) {
        // deferred initializer inst._zod.parse is not yet defined
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred?.push(() => {
            inst._zod.run = inst._zod.parse;
        });
    }
    else {
        const runChecks = (payload, checks, ctx) => {
            if (payload.memo)
                return payload;
            let isAborted = aborted(payload);
            let asyncResult;
            for (const ch of checks) {
                if (ch._zod.def.when) {
                    if (explicitlyAborted(payload))
                        continue;
                    const shouldRun = ch._zod.def.when(payload);
                    if (!shouldRun)
                        continue;
                }
                else if (isAborted) {
                    continue;
                }
                const currLen = payload.issues.length;
                const _ = ch._zod.check(payload);
                if (_ instanceof Promise && ctx?.async === false) {
                    throw new $ZodAsyncError();
                }
                if (asyncResult || _ instanceof Promise) {
                    asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                        await _;
                        const nextLen = payload.issues.length;
                        if (nextLen === currLen)
                            return;
                        attachSchema(payload.issues, currLen, inst);
                        if (!isAborted)
                            isAborted = aborted(payload, currLen);
                    });
                }
                else {
                    const nextLen = payload.issues.length;
                    if (nextLen === currLen)
                        continue;
                    attachSchema(payload.issues, currLen, inst);
                    if (!isAborted)
                        isAborted = aborted(payload, currLen);
                }
            }
            if (asyncResult) {
                return asyncResult.then(() => {
                    return payload;
                });
            }
            return payload;
        };
        const handleCanaryResult = (canary, payload, ctx) => {
            // abort if the canary is aborted
            if (aborted(canary)) {
                canary.aborted = true;
                return canary;
            }
            // run checks first, then
            const checkResult = runChecks(payload, checks, ctx);
            if (checkResult instanceof Promise) {
                if (ctx.async === false)
                    throw new $ZodAsyncError();
                return checkResult.then((checkResult) => inst._zod.parse(checkResult, ctx));
            }
            return inst._zod.parse(checkResult, ctx);
        };
        inst._zod.run = (payload, ctx) => {
            if (ctx.skipChecks) {
                return inst._zod.parse(payload, ctx);
            }
            if (ctx.direction === "backward") {
                // run canary initial pass (no checks)
                const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
                if (canary instanceof Promise) {
                    return canary.then((canary) => {
                        return handleCanaryResult(canary, payload, ctx);
                    });
                }
                return handleCanaryResult(canary, payload, ctx);
            }
            // forward
            const result = inst._zod.parse(payload, ctx);
            if (result instanceof Promise) {
                if (ctx.async === false)
                    throw new $ZodAsyncError();
                return result.then((result) => runChecks(result, checks, ctx));
            }
            return runChecks(result, checks, ctx);
        };
    }
}, {
    // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
    get "~standard"() {
        return hide(this, "~standard", standardProps(this));
    },
    set "~standard"(value) {
        own(this, "~standard", value);
    },
});
/** The Standard Schema surface for `inst`. Shared so wrappers can extend it without forcing it. */
// a Standard Schema result only reports issues, so a failure finalizes them straight off the raw payload: no ZodError, and no lazy result to read through
const toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
    const ctx = { async: true };
    return toStandardResult((await inst._zod.run({ value, issues: [] }, ctx)), ctx);
}
function standardProps(inst) {
    return {
        validate: (value) => {
            const ctx = { async: false };
            try {
                const r = inst._zod.run({ value, issues: [] }, ctx);
                if (!(r instanceof Promise))
                    return toStandardResult(r, ctx);
            }
            catch (_) { }
            // async function so a synchronously throwing check rejects instead of escaping validate
            return validateAsync(inst, value);
        },
        vendor: "zod",
        version: 1,
    };
}

const $ZodString = /*@__PURE__*/ $constructor("$ZodString", (inst, def) => {
    $ZodType.init(inst, def);
    // a format's own pattern, else unbounded; a template literal derives the check-aware form itself
    inst._zod.pattern = def.pattern ?? anyString;
    inst._zod.parse = (payload, _) => {
        if (def.coerce)
            try {
                payload.value = String(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "string")
            return payload;
        payload.issues.push({
            expected: "string",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodStringFormat = /*@__PURE__*/ $constructor("$ZodStringFormat", (inst, def) => {
    // check initialization must come first
    $ZodCheckStringFormat.init(inst, def);
    $ZodString.init(inst, def);
});
const $ZodGUID = /*@__PURE__*/ $constructor("$ZodGUID", (inst, def) => {
    def.pattern ?? (def.pattern = guid);
    $ZodStringFormat.init(inst, def);
});
const $ZodUUID = /*@__PURE__*/ $constructor("$ZodUUID", (inst, def) => {
    if (def.version) {
        const versionMap = {
            v1: 1,
            v2: 2,
            v3: 3,
            v4: 4,
            v5: 5,
            v6: 6,
            v7: 7,
            v8: 8,
        };
        const v = versionMap[def.version];
        if (v === undefined)
            throw new Error(`Invalid UUID version: "${def.version}"`);
        def.pattern ?? (def.pattern = uuid(v));
    }
    else
        def.pattern ?? (def.pattern = uuid());
    $ZodStringFormat.init(inst, def);
});
const $ZodEmail = /*@__PURE__*/ $constructor("$ZodEmail", (inst, def) => {
    def.pattern ?? (def.pattern = email);
    $ZodStringFormat.init(inst, def);
});
/** The `://` guard rejected the input before the URL constructor saw it. */
const URL_BAD_FORMAT = 1;
/** The URL parser rejected the input. */
const URL_UNPARSEABLE = 2;
function canParseURL(input) {
    try {
        if (typeof URL !== "undefined" && typeof URL.canParse === "function")
            return URL.canParse(input);
        new URL(input);
        return true;
    }
    catch {
        return false;
    }
}
function validateURL(trimmed, def) {
    if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
        return canParseURL(trimmed) || URL_UNPARSEABLE;
    }
    return parseURLObject(trimmed, def);
}
/** Parses a URL while preserving the non-normalizing HTTP guard. */
function parseURLObject(trimmed, def) {
    // When normalize is off, require :// for http/https URLs. This prevents strings like "http:example.com" or "https:/path" from being silently accepted
    if (!def.normalize && def.protocol?.source === httpProtocol.source && !/^https?:\/\//i.test(trimmed)) {
        return URL_BAD_FORMAT;
    }
    try {
        if (typeof URL !== "undefined") {
            const URLStatic = URL;
            if (typeof URLStatic.parse === "function")
                return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
        }
        // @ts-ignore
        return new URL(trimmed);
    }
    catch {
        return URL_UNPARSEABLE;
    }
}
const asciiTabOrNewline = /[\t\n\r]/g;
/** The URL parser deletes every ASCII tab, LF and CR from its input before it parses, so `new URL("https://exa\nmple.com")` reports on `example.com`. Applying the same deletion to the returned value closes the half of that divergence which can move the host; the parser's other rewrite, stripping C0 controls at the edges, cannot. */
function stripTabAndNewline(value) {
    return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url, hostname) {
    hostname.lastIndex = 0;
    return hostname.test(url.hostname);
}
function urlProtocolOk(url, protocol) {
    protocol.lastIndex = 0;
    return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
}
const $ZodURL = /*@__PURE__*/ $constructor("$ZodURL", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        try {
            // Trim whitespace from input
            const trimmed = payload.value.trim();
            const url = validateURL(trimmed, def);
            if (url === URL_BAD_FORMAT) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid URL format",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === URL_UNPARSEABLE) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === true) {
                payload.value = stripTabAndNewline(trimmed);
                return;
            }
            if (def.hostname && !urlHostnameOk(url, def.hostname)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid hostname",
                    pattern: def.hostname.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            if (def.protocol && !urlProtocolOk(url, def.protocol)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid protocol",
                    pattern: def.protocol.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            // Set the output value based on normalize flag
            payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
            return;
        }
        catch (_) {
            payload.issues.push({
                code: "invalid_format",
                format: "url",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodEmoji = /*@__PURE__*/ $constructor("$ZodEmoji", (inst, def) => {
    def.pattern ?? (def.pattern = emoji());
    $ZodStringFormat.init(inst, def);
});
const $ZodNanoID = /*@__PURE__*/ $constructor("$ZodNanoID", (inst, def) => {
    if (def.length !== undefined && (!Number.isInteger(def.length) || def.length < 1))
        throw new Error(`Invalid nanoid length: ${def.length}`);
    def.pattern ?? (def.pattern = def.length === undefined ? nanoid : nanoidOfLength(def.length));
    $ZodStringFormat.init(inst, def);
});
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link $ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const $ZodCUID = /*@__PURE__*/ $constructor("$ZodCUID", (inst, def) => {
    def.pattern ?? (def.pattern = cuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodCUID2 = /*@__PURE__*/ $constructor("$ZodCUID2", (inst, def) => {
    def.pattern ?? (def.pattern = cuid2);
    $ZodStringFormat.init(inst, def);
});
const $ZodULID = /*@__PURE__*/ $constructor("$ZodULID", (inst, def) => {
    def.pattern ?? (def.pattern = ulid);
    $ZodStringFormat.init(inst, def);
});
const $ZodXID = /*@__PURE__*/ $constructor("$ZodXID", (inst, def) => {
    def.pattern ?? (def.pattern = xid);
    $ZodStringFormat.init(inst, def);
});
const $ZodKSUID = /*@__PURE__*/ $constructor("$ZodKSUID", (inst, def) => {
    def.pattern ?? (def.pattern = ksuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodISODateTime = /*@__PURE__*/ $constructor("$ZodISODateTime", (inst, def) => {
    def.pattern ?? (def.pattern = datetime(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODate = /*@__PURE__*/ $constructor("$ZodISODate", (inst, def) => {
    def.pattern ?? (def.pattern = date);
    $ZodStringFormat.init(inst, def);
});
const $ZodISOTime = /*@__PURE__*/ $constructor("$ZodISOTime", (inst, def) => {
    def.pattern ?? (def.pattern = time(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODuration = /*@__PURE__*/ $constructor("$ZodISODuration", (inst, def) => {
    def.pattern ?? (def.pattern = duration);
    $ZodStringFormat.init(inst, def);
});
const $ZodIPv4 = /*@__PURE__*/ $constructor("$ZodIPv4", (inst, def) => {
    def.pattern ?? (def.pattern = ipv4);
    $ZodStringFormat.init(inst, def);
});
/** An IPv6 address is written with hex digits, colons and dots, and nothing else. The guard is what makes the check below an IPv6 check: `new URL("http://[...]")` parses an authority, not an address, so `@` and `\` re-delimit it and `"::@1\\"` validates against the host `0.0.0.1`. The URL parser also deletes ASCII tab, LF and CR rather than failing, which is how `"::1\n"` validated as `::1`. */
const ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
function isValidIPv6(value) {
    if (!ipv6Alphabet.test(value))
        return false;
    return canParseURL(`http://[${value}]`);
}
const $ZodIPv6 = /*@__PURE__*/ $constructor("$ZodIPv6", (inst, def) => {
    def.pattern ?? (def.pattern = ipv6);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidIPv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "ipv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMAC", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.mac(def.delimiter));
    $ZodStringFormat.init(inst, def);
})));
const $ZodCIDRv4 = /*@__PURE__*/ $constructor("$ZodCIDRv4", (inst, def) => {
    def.pattern ?? (def.pattern = cidrv4);
    $ZodStringFormat.init(inst, def);
});
function isValidCIDRv6(value) {
    const parts = value.split("/");
    if (parts.length !== 2)
        return false;
    const [address, prefix] = parts;
    if (!prefix)
        return false;
    const prefixNum = Number(prefix);
    if (`${prefixNum}` !== prefix)
        return false;
    if (prefixNum < 0 || prefixNum > 128)
        return false;
    return isValidIPv6(address);
}
const $ZodCIDRv6 = /*@__PURE__*/ $constructor("$ZodCIDRv6", (inst, def) => {
    def.pattern ?? (def.pattern = cidrv6); // not used for validation
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidCIDRv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "cidrv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
//////////////////////////////   ZodBase64   //////////////////////////////
function isValidBase64(data) {
    if (data === "")
        return true;
    // atob ignores whitespace, so reject it up front.
    if (/\s/.test(data))
        return false;
    if (data.length % 4 !== 0)
        return false;
    try {
        // @ts-ignore
        atob(data);
        return true;
    }
    catch {
        return false;
    }
}
// lax on purpose: the quantified regexes.base64 overflows the regex stack on multi-MB input and its leading ^$| alternation leaks through template-literal composition; isValidBase64 enforces length and padding
const base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
const $ZodBase64 = /*@__PURE__*/ $constructor("$ZodBase64", (inst, def) => {
    def.pattern ?? (def.pattern = base64Charset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
//////////////////////////////   ZodBase64URL   //////////////////////////////
// lax on purpose: the quantified regexes.base64url overflows the regex stack on multi-MB input; isValidBase64 enforces length on the padded string
const base64urlCharset = /^[A-Za-z0-9_-]*$/;
function isValidBase64URL(data) {
    if (!base64urlCharset.test(data))
        return false;
    const base64 = data.replace(/[-_]/g, (c) => (c === "-" ? "+" : "/"));
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
    return isValidBase64(padded);
}
const $ZodBase64URL = /*@__PURE__*/ $constructor("$ZodBase64URL", (inst, def) => {
    def.pattern ?? (def.pattern = base64urlCharset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64URL(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64url",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodE164 = /*@__PURE__*/ $constructor("$ZodE164", (inst, def) => {
    def.pattern ?? (def.pattern = e164);
    $ZodStringFormat.init(inst, def);
});
//////////////////////////////   ZodCreditCard   //////////////////////////////
const CC_SANITIZE = /[- ]/g;
/** Luhn checksum on a digit-only string. Adapted from valibot (MIT). */
function isLuhnAlgo(digits) {
    let length = digits.length;
    let bit = 1;
    let sum = 0;
    while (length) {
        const value = digits.charCodeAt(--length) - 48;
        bit ^= 1;
        sum += bit ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][value] : value;
    }
    return sum % 10 === 0;
}
function isValidCreditCard(input) {
    if (!regexes.creditCard.test(input))
        return false;
    return isLuhnAlgo(input.replace(CC_SANITIZE, ""));
}
const $ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCreditCard", (inst, def) => {
    // Shape only — the Luhn check below is not expressible as a pattern, so consumers of `pattern` (JSON Schema, template literals) get the length and separator rules alone.
    def.pattern ?? (def.pattern = regexes.creditCard);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidCreditCard(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "credit_card",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodIBAN   //////////////////////////////
// iso 7064 mod 97-10 checksum without BigInt
function isIso7064Mod97(iban) {
    let remainder = 0;
    const len = iban.length;
    for (let i = 4; i < len; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    for (let i = 0; i < 4; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    return remainder === 1;
}
function isValidIBAN(input) {
    if (!regexes.iban.test(input))
        return false;
    return isIso7064Mod97(input);
}
const $ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodIBAN", (inst, def) => {
    // shape only — checksum is not expressible as a pattern
    def.pattern ?? (def.pattern = regexes.iban);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidIBAN(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "iban",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodJWT   //////////////////////////////
function isValidJWT(token, algorithm = null) {
    try {
        const tokensParts = token.split(".");
        if (tokensParts.length !== 3)
            return false;
        const [header] = tokensParts;
        if (!header)
            return false;
        // @ts-ignore
        const parsedHeader = JSON.parse(atob(header));
        if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT")
            return false;
        if (!parsedHeader.alg)
            return false;
        if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm))
            return false;
        return true;
    }
    catch {
        return false;
    }
}
const $ZodJWT = /*@__PURE__*/ $constructor("$ZodJWT", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidJWT(payload.value, def.alg))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "jwt",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCustomStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (def.fn(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: def.format,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodNumber = /*@__PURE__*/ $constructor("$ZodNumber", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = number;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Number(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
            return payload;
        }
        const received = typeof input === "number"
            ? Number.isNaN(input)
                ? "NaN"
                : !Number.isFinite(input)
                    ? String(input)
                    : undefined
            : undefined;
        payload.issues.push({
            expected: "number",
            code: "invalid_type",
            input,
            inst,
            ...(received ? { received } : {}),
        });
        return payload;
    };
});
const $ZodNumberFormat = /*@__PURE__*/ $constructor("$ZodNumberFormat", (inst, def) => {
    $ZodCheckNumberFormat.init(inst, def);
    $ZodNumber.init(inst, def); // no format checks
});
const $ZodBoolean = /*@__PURE__*/ $constructor("$ZodBoolean", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes_boolean;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Boolean(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "boolean")
            return payload;
        payload.issues.push({
            expected: "boolean",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodBigInt = /*@__PURE__*/ $constructor("$ZodBigInt", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = bigint;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = BigInt(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "bigint")
            return payload;
        payload.issues.push({
            expected: "bigint",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodBigIntFormat", (inst, def) => {
    checks.$ZodCheckBigIntFormat.init(inst, def);
    $ZodBigInt.init(inst, def); // no format checks
})));
const $ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSymbol", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "symbol")
            return payload;
        payload.issues.push({
            expected: "symbol",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodUndefined", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.undefined;
    inst._zod.values = new Set([undefined]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "undefined",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodNull = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNull", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.null;
    inst._zod.values = new Set([null]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (input === null)
            return payload;
        payload.issues.push({
            expected: "null",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodAny", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
})));
const $ZodUnknown = /*@__PURE__*/ $constructor("$ZodUnknown", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
});
const $ZodNever = /*@__PURE__*/ $constructor("$ZodNever", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        payload.issues.push({
            expected: "never",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodVoid", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "void",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodDate = /*@__PURE__*/ $constructor("$ZodDate", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce) {
            try {
                payload.value = new Date(payload.value);
            }
            catch (_err) { }
        }
        const input = payload.value;
        const isDate = input instanceof Date;
        const isValidDate = isDate && !Number.isNaN(input.getTime());
        if (isValidDate)
            return payload;
        payload.issues.push({
            expected: "date",
            code: "invalid_type",
            input,
            ...(isDate ? { received: "Invalid Date" } : {}),
            inst,
        });
        return payload;
    };
});
// an oversized container fails its leading size checks before any element is parsed
function capSize(inst, size) {
    const caps = sizeCaps(inst._zod.def.checks);
    if (!caps.length)
        return;
    const cap = Math.min(...caps.map((c) => c[0]));
    const parse = inst._zod.parse;
    inst._zod.parse = (payload, ctx) => {
        const n = size(payload.value);
        if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
            for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
                if (n > max && ch._zod.def.when(payload)) {
                    const start = payload.issues.length;
                    ch._zod.check(payload);
                    // the value is still the raw input, so no later check may read it
                    payload.issues[start].continue = false;
                    attachSchema(payload.issues, start, inst);
                    return payload;
                }
            }
        }
        return parse(payload, ctx);
    };
}
const arraySize = (input) => (Array.isArray(input) ? input.length : -1);
const mapSize = (input) => (input instanceof Map ? input.size : -1);
const setSize = (input) => (input instanceof Set ? input.size : -1);
function handleArrayResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...prefixIssues(index, result.issues));
    }
    final.value[index] = result.value;
}
const $ZodArray = /*@__PURE__*/ $constructor("$ZodArray", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                expected: "array",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
        const proms = [];
        const abortEarly = ctx?.abortEarly;
        for (let i = 0; i < input.length; i++) {
            const item = input[i];
            const result = def.element._zod.run({
                value: item,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleArrayResult(result, payload, i)));
            }
            else {
                handleArrayResult(result, payload, i);
                // the element's payload is authoritative here, since handleArrayResult forwards every issue; an object's is not, because it drops a failed absent optional
                if (abortEarly && result.issues.length !== 0 && aborted(result))
                    break;
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload; //handleArrayResultsAsync(parseResults, final);
    };
    capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
    const isPresent = key in input;
    const isOptionalOut = optout === "optional";
    // The middle rung means "absence permitted, nothing supplied in its place", so an absent key contributes nothing — whatever the schema made of `undefined` is invented, not substituted. Only `optional` reaches this with a value: `defaulted` substitutes, and a schema that isn't optional-out has to keep the key.
    if (!isPresent && isOptionalOut && optin === "optional") {
        return;
    }
    if (result.issues.length) {
        // For optional-in/out schemas, ignore errors on absent keys.
        if (optin !== undefined && isOptionalOut && !isPresent) {
            return;
        }
        final.issues.push(...prefixIssues(key, result.issues));
    }
    if (!isPresent && optin === undefined) {
        if (!result.issues.length) {
            final.issues.push({
                code: "invalid_type",
                expected: "nonoptional",
                input: undefined,
                path: [key],
            });
        }
        return;
    }
    if (result.value === undefined) {
        if (isPresent || (optin === "defaulted" && !isOptionalOut)) {
            final.value[key] = undefined;
        }
    }
    else {
        final.value[key] = result.value;
    }
}
// one shared instance; a fresh [] per schema cost 56 bytes retained
const NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
    const keys = Object.keys(def.shape);
    const ownSymbols = Object.getOwnPropertySymbols(def.shape);
    const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
    // aliases `keys` when there are no symbols, so a string-only shape keeps one array
    const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
    for (const k of allKeys) {
        if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
            throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
        }
    }
    const okeys = optionalKeys(def.shape);
    return {
        ...def,
        allKeys,
        symbolKeys,
        // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
        keySet: new Set(keys),
        numKeys: keys.length,
        optionalKeys: new Set(okeys),
    };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
    const unrecognized = [];
    const keySet = def.keySet;
    const _catchall = def.catchall._zod;
    const t = _catchall.def.type;
    const optin = _catchall.optin;
    const optout = _catchall.optout;
    // starts at 0, not the current length: the shape phase already ran and may have aborted
    let seen = 0;
    for (const key in input) {
        if (abortEarly && payload.issues.length !== seen) {
            if (aborted(payload, seen))
                break;
            seen = payload.issues.length;
        }
        // Must precede the __proto__ branch: a declared key is not unrecognized, even though the shape loop deliberately strips __proto__ from the parsed output.
        if (keySet.has(key))
            continue;
        // Don't copy an undeclared __proto__ into the result; assignment to a plain {} would replace the result prototype. But in strict mode it is still an unknown key, so report it before skipping.
        if (key === "__proto__") {
            if (t === "never")
                unrecognized.push(key);
            continue;
        }
        if (t === "never") {
            unrecognized.push(key);
            continue;
        }
        const r = _catchall.run({ value: input[key], issues: [] }, ctx);
        if (r instanceof Promise) {
            proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
        }
        else {
            handlePropertyResult(r, payload, key, input, optin, optout);
        }
    }
    if (unrecognized.length) {
        payload.issues.push({
            code: "unrecognized_keys",
            keys: unrecognized,
            input,
            inst,
            // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
            continue: true,
        });
    }
    if (!proms.length)
        return payload;
    return Promise.all(proms).then(() => {
        return payload;
    });
}
const $ZodObject = /*@__PURE__*/ $constructor("$ZodObject", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodType.init(inst, def);
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    // a cloned def carries its source's accessor, which knows the shape it answers from; adopting that keeps the clone's keys readable without running it
    const sh = desc?.get ? desc.get.raw : (def.shape ?? {});
    if (sh) {
        // Freezes the shape on first read, so its getters resolve once and every later read sees the same schemas.
        const get = () => {
            const newSh = { ...sh };
            Object.defineProperty(def, "shape", { value: newSh });
            get.raw = newSh;
            return newSh;
        };
        get.raw = sh;
        Object.defineProperty(def, "shape", { get });
    }
    const _normalized = cached(() => normalizeDef(def));
    defineLazyInternal(inst, "propValues", (zod) => {
        const shape = zod.def.shape;
        const propValues = {};
        for (const key in shape) {
            const field = shape[key]._zod;
            if (field.values) {
                if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
                    util_assignProp(propValues, key, new Set());
                }
                for (const v of field.values)
                    propValues[key].add(v);
                // An omittable slot reads back as undefined at a discriminator lookup, so it has to claim undefined: two options that can both omit the key are not discriminable on it.
                if (field.optin !== undefined)
                    propValues[key].add(undefined);
            }
        }
        return propValues;
    });
    const isObject = util_isObject;
    const catchall = def.catchall;
    let value;
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
        const proms = [];
        const shape = value.shape;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const key of value.allKeys) {
            if (abortEarly && payload.issues.length !== seen) {
                if (aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            if (key === "__proto__")
                continue;
            const el = shape[key];
            const optin = el._zod.optin;
            const optout = el._zod.optout;
            const r = el._zod.run({ value: input[key], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
            }
            else {
                handlePropertyResult(r, payload, key, input, optin, optout);
            }
        }
        if (!catchall) {
            return proms.length ? Promise.all(proms).then(() => payload) : payload;
        }
        return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
    };
});
const $ZodObjectJIT = /*@__PURE__*/ $constructor("$ZodObjectJIT", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodObject.init(inst, def);
    const superParse = inst._zod.parse;
    const _normalized = cached(() => normalizeDef(def));
    const memo = globalConfig.memoizer;
    const generateFastpass = (shape) => {
        const normalized = _normalized.value;
        const syms = normalized.symbolKeys;
        // a symbol has no source literal, so it is read as `syms[i]` off the closed-over scope
        const doc = new Doc(["payload", "ctx"], { shape, inst, memo, syms });
        const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
        // prefixes in place, like util.prefixIssues. newResult must land before the early return: a catchall runs after this and would otherwise write onto the caller's input
        const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        doc.write(`const input = payload.value;`);
        const ids = Object.create(null);
        let counter = 0;
        for (const key of normalized.allKeys) {
            ids[key] = `key_${counter++}`;
        }
        // A: preserve key order {
        doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
        for (const key of normalized.allKeys) {
            if (key === "__proto__")
                continue;
            const id = ids[key];
            const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : esc(key);
            const isPresent = `${k} in input`;
            const schema = shape[key];
            const optin = schema?._zod?.optin;
            const isOptionalIn = optin !== undefined;
            const isOptionalOut = schema?._zod?.optout === "optional";
            doc.write(`const ${id} = ${parseStr(k)};`);
            if (isOptionalIn && isOptionalOut) {
                // For optional-in/out schemas, ignore errors on absent keys — and, like the interpreted path, drop the value produced alongside them. The middle rung goes further: it permits absence without supplying anything in its place, so an absent key contributes nothing at all.
                const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
                doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
            }
            else if (!isOptionalIn) {
                doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
            }
            else {
                doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
                if (optin === "defaulted") {
                    doc.write(`newResult[${k}] = ${id}.value;`);
                }
                else {
                    doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
                }
            }
        }
        doc.write(`payload.value = newResult;`);
        doc.write(`return payload;`);
        // closing `shape` in is what pays: turbofan specializes the parser against that one shape object, so every `shape[k]._zod.run` folds to a known callee. as a parameter it stays a generic load and measures 13% slower even with the forwarding frame gone
        return doc.compile();
    };
    let fastpass;
    const isObject = util_isObject;
    const jit = !globalConfig.jitless;
    const allowsEval = util_allowsEval;
    const fastEnabled = jit && allowsEval.value; // && !def.catchall;
    const catchall = def.catchall;
    let value;
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
            // always synchronous
            if (!fastpass)
                fastpass = generateFastpass(def.shape);
            payload = fastpass(payload, ctx);
            if (!catchall)
                return payload;
            return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
        }
        return superParse(payload, ctx);
    };
});
function handleUnionResults(results, final, inst, ctx) {
    for (const result of results) {
        if (result.issues.length === 0) {
            final.value = result.value;
            return final;
        }
    }
    const nonaborted = results.filter((r) => !aborted(r));
    if (nonaborted.length === 1) {
        final.value = nonaborted[0].value;
        return nonaborted[0];
    }
    final.issues.push({
        code: "invalid_union",
        input: final.value,
        inst,
        errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config()))),
    });
    return final;
}
const $ZodUnion = /*@__PURE__*/ $constructor("$ZodUnion", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted")
        ? "defaulted"
        : zod.def.options.some((o) => o._zod.optin !== undefined)
            ? "optional"
            : undefined);
    defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : undefined);
    defineLazyInternal(inst, "values", (zod) => {
        if (zod.def.options.every((o) => o._zod.values)) {
            return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
        }
        return undefined;
    });
    defineLazyInternal(inst, "pattern", (zod) => {
        if (zod.def.options.every((o) => o._zod.pattern)) {
            const patterns = zod.def.options.map((o) => o._zod.pattern);
            return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
        }
        return undefined;
    });
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                if (result.issues.length === 0)
                    return result;
                results.push(result);
            }
        }
        if (!async)
            return handleUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleUnionResults(results, payload, inst, ctx);
        });
    };
});
function handleExclusiveUnionResults(results, final, inst, ctx) {
    const matches = [];
    for (let i = 0; i < results.length; i++) {
        if (results[i].issues.length === 0)
            matches.push(i);
    }
    if (matches.length === 1) {
        final.value = results[matches[0]].value;
        return final;
    }
    if (matches.length === 0) {
        // No matches - same as regular union
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: results.map((result) => result.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config()))),
        });
    }
    else {
        // Multiple matches - exclusive union failure
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: [],
            inclusive: false,
            matches,
        });
    }
    return final;
}
const $ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodXor", (inst, def) => {
    $ZodUnion.init(inst, def);
    def.inclusive = false;
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                results.push(result);
            }
        }
        if (!async)
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        });
    };
})));
/** Returns the option whose discriminator claims `value`, or throws if ambiguous. */
function getDiscriminatedOption(union, value) {
    const internals = union._zod;
    let map = internals.bag.optionsMap;
    if (!map) {
        map = discriminatorMap(internals.def);
        internals.bag.optionsMap = map;
    }
    const option = map.get(value);
    if (option === null)
        throw new Error(`Ambiguous discriminator value "${String(value)}"`);
    return option;
}
function discriminatorMap(def) {
    const map = new Map();
    for (const option of def.options) {
        const values = option._zod.propValues?.[def.discriminator];
        if (!values || values.size === 0)
            throw new Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
        for (const value of values) {
            if (map.has(value)) {
                if (value !== undefined)
                    throw new Error(`Duplicate discriminator value "${String(value)}"`);
                // keep the collision marked so a later member cannot reclaim it
                map.set(value, null);
            }
            else {
                map.set(value, option);
            }
        }
    }
    return map;
}
const $ZodDiscriminatedUnion = 
/*@__PURE__*/
$constructor("$ZodDiscriminatedUnion", (inst, def) => {
    def.inclusive = false;
    $ZodUnion.init(inst, def);
    const _super = inst._zod.parse;
    defineLazyInternal(inst, "propValues", (zod) => {
        const propValues = {};
        let undefinedCount = 0;
        for (const option of zod.def.options) {
            const pv = option._zod.propValues;
            if (!pv || Object.keys(pv).length === 0)
                throw new Error(`Invalid discriminated union option at index "${zod.def.options.indexOf(option)}"`);
            if (pv[zod.def.discriminator]?.has(undefined))
                undefinedCount++;
            for (const [k, v] of Object.entries(pv)) {
                if (!Object.prototype.hasOwnProperty.call(propValues, k)) {
                    util_assignProp(propValues, k, new Set());
                }
                for (const val of v) {
                    propValues[k].add(val);
                }
            }
        }
        if (!zod.def.unionFallback && undefinedCount > 1)
            propValues[zod.def.discriminator]?.delete(undefined);
        return propValues;
    });
    // Checked now rather than in the lookup map below, so an option that lacks the discriminator fails at the `discriminatedUnion` call instead of on the first object parsed. Options whose shape cannot be enumerated without resolving it — pipes and lazies — are left to the map.
    def.options.forEach((option, i) => {
        const propShape = rawShape(option._zod.def);
        if (propShape && !Object.prototype.hasOwnProperty.call(propShape, def.discriminator)) {
            throw new Error(`Invalid discriminated union option at index "${i}"`);
        }
    });
    const disc = cached(() => discriminatorMap(def));
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!util_isObject(input)) {
            payload.issues.push({
                code: "invalid_type",
                expected: "object",
                input,
                inst,
            });
            return payload;
        }
        const value = input?.[def.discriminator];
        const opt = disc.value.get(value);
        // forward metadata cannot choose an encoder for an absent tag
        if (opt && (value !== undefined || ctx.direction !== "backward")) {
            return opt._zod.run(payload, ctx);
        }
        // Fall back to union matching when the fast discriminator path fails:
        // - explicitly enabled via unionFallback, or
        // - during backward direction (encode), since codec-based discriminators have different values in forward vs backward directions
        if (def.unionFallback || ctx.direction === "backward") {
            return _super(payload, ctx);
        }
        // no matching discriminator
        payload.issues.push({
            code: "invalid_union",
            errors: [],
            note: "No matching discriminator",
            discriminator: def.discriminator,
            options: Array.from(disc.value.keys()).filter((value) => disc.value.get(value) !== null),
            input,
            path: [def.discriminator],
            inst,
        });
        return payload;
    };
});
const $ZodIntersection = /*@__PURE__*/ $constructor("$ZodIntersection", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        const left = def.left._zod.run({ value: input, issues: [] }, ctx);
        const right = def.right._zod.run({ value: input, issues: [] }, ctx);
        const async = left instanceof Promise || right instanceof Promise;
        if (async) {
            return Promise.all([left, right]).then(([left, right]) => {
                return handleIntersectionResults(payload, left, right);
            });
        }
        return handleIntersectionResults(payload, left, right);
    };
});
function mergeValues(a, b) {
    // const aType = parse.t(a);
    // const bType = parse.t(b);
    if (a === b) {
        return { valid: true, data: a };
    }
    if (a instanceof Date && b instanceof Date && +a === +b) {
        return { valid: true, data: a };
    }
    if (isPlainObject(a) && isPlainObject(b)) {
        const bKeys = Object.keys(b);
        const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
        const newObj = { ...a, ...b };
        if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
            delete newObj.__proto__;
        for (const key of sharedKeys) {
            if (key === "__proto__")
                continue;
            const sharedValue = mergeValues(a[key], b[key]);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [key, ...sharedValue.mergeErrorPath],
                };
            }
            newObj[key] = sharedValue.data;
        }
        return { valid: true, data: newObj };
    }
    if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length !== b.length) {
            return { valid: false, mergeErrorPath: [] };
        }
        const newArray = [];
        for (let index = 0; index < a.length; index++) {
            const itemA = a[index];
            const itemB = b[index];
            const sharedValue = mergeValues(itemA, itemB);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [index, ...sharedValue.mergeErrorPath],
                };
            }
            newArray.push(sharedValue.data);
        }
        return { valid: true, data: newArray };
    }
    return { valid: false, mergeErrorPath: [] };
}
function handleIntersectionResults(result, left, right) {
    // Track which side(s) reject each key. A key rejection is reported only when BOTH sides reject it, so a key owned by one branch survives the other's key schema. strictObject reports these as unrecognized_keys; a record with an open key schema reports one invalid_key per key.
    const unrecKeys = new Map();
    let unrecIssue;
    const keyIssues = new Map();
    const collect = (iss, side) => {
        let keys;
        if (iss.code === "unrecognized_keys" && !iss.path?.length) {
            unrecIssue ?? (unrecIssue = iss);
            keys = iss.keys;
        }
        else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
            const k = String(iss.path[0]);
            if (!keyIssues.has(k))
                keyIssues.set(k, iss);
            keys = [k];
        }
        else {
            return false;
        }
        for (const k of keys) {
            if (!unrecKeys.has(k))
                unrecKeys.set(k, {});
            unrecKeys.get(k)[side] = true;
        }
        return true;
    };
    for (const iss of left.issues) {
        if (!collect(iss, "l"))
            result.issues.push(iss);
    }
    for (const iss of right.issues) {
        if (!collect(iss, "r"))
            result.issues.push(iss);
    }
    // Report only keys rejected by BOTH sides
    const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
    if (bothKeys.length) {
        const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
        if (aggregated.length)
            result.issues.push({ ...unrecIssue, keys: aggregated });
        for (const k of bothKeys) {
            if (!aggregated.includes(k) && keyIssues.has(k))
                result.issues.push(keyIssues.get(k));
        }
    }
    const merged = mergeValues(left.value, right.value);
    if (!merged.valid) {
        if (aborted(result))
            return result;
        throw new Error(`Unmergable intersection. Error path: ` + `${JSON.stringify(merged.mergeErrorPath)}`);
    }
    result.value = merged.data;
    return result;
}
const $ZodTuple = /*@__PURE__*/ $constructor("$ZodTuple", (inst, def) => {
    $ZodType.init(inst, def);
    const items = def.items;
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                input,
                inst,
                expected: "tuple",
                code: "invalid_type",
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, [], ctx) : [];
        const proms = [];
        const optinStart = getTupleOptStart(items, "optin");
        const optoutStart = getTupleOptStart(items, "optout");
        if (!def.rest) {
            if (input.length < optinStart) {
                payload.issues.push({
                    code: "too_small",
                    minimum: optinStart,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
                return payload;
            }
            if (input.length > items.length) {
                payload.issues.push({
                    code: "too_big",
                    maximum: items.length,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
            }
        }
        // Run every item in parallel, collecting results into an indexed array. The post-processing in `handleTupleResults` walks them in order so it can decide whether an absent optional-output error can truncate the tail or must be reported to preserve required output.
        const itemResults = new Array(items.length);
        // only tracked when there is a rest loop to skip
        const abortEarly = def.rest ? ctx?.abortEarly : undefined;
        let itemAborted = false;
        for (let i = 0; i < items.length; i++) {
            const r = items[i]._zod.run({ value: input[i], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((rr) => {
                    itemResults[i] = rr;
                }));
            }
            else {
                itemResults[i] = r;
                if (abortEarly && !itemAborted && r.issues.length)
                    itemAborted = aborted(r);
            }
        }
        // sound because rest is non-empty exactly when every fixed index is present, the one case handleTupleResults cannot discard an item's issues
        if (def.rest && !itemAborted) {
            let i = items.length - 1;
            const rest = input.slice(items.length);
            let seen = payload.issues.length;
            for (const el of rest) {
                if (abortEarly && payload.issues.length !== seen) {
                    if (aborted(payload, seen))
                        break;
                    seen = payload.issues.length;
                }
                i++;
                const result = def.rest._zod.run({ value: el, issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((r) => handleTupleResult(r, payload, i)));
                }
                else {
                    handleTupleResult(result, payload, i);
                }
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => handleTupleResults(itemResults, payload, items, input, optoutStart));
        }
        return handleTupleResults(itemResults, payload, items, input, optoutStart);
    };
});
function getTupleOptStart(items, key) {
    for (let i = items.length - 1; i >= 0; i--) {
        // optin is a three-rung ladder so any rung above `undefined` permits an absent slot; optout stays two-valued.
        const omittable = key === "optin" ? items[i]._zod.optin !== undefined : items[i]._zod.optout === "optional";
        if (!omittable)
            return i + 1;
    }
    return 0;
}
function handleTupleResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...prefixIssues(index, result.issues));
    }
    final.value[index] = result.value;
}
function handleTupleResults(itemResults, final, items, input, optoutStart) {
    // Walk results in order. Mirror $ZodObject's swallow-on-absent-optional rule, but only after `optoutStart`: the first index where the output tuple tail can be absent.
    for (let i = 0; i < items.length; i++) {
        const r = itemResults[i];
        const isPresent = i < input.length;
        // The array analog of `handlePropertyResult`'s absent-key early return: the middle rung permits absence without supplying anything in its place, so the tail truncates here instead of materializing whatever the item made of `undefined`.
        if (!isPresent && i >= optoutStart && items[i]._zod.optin === "optional") {
            final.value.length = i;
            break;
        }
        if (r.issues.length) {
            if (!isPresent && i >= optoutStart) {
                final.value.length = i;
                break;
            }
            final.issues.push(...prefixIssues(i, r.issues));
        }
        final.value[i] = r.value;
    }
    // Drop trailing slots that produced `undefined` for absent input
    // (the array analog of an absent optional key on an object). The
    // `i >= input.length` floor is critical: an explicit `undefined`
    // *inside* the input must be preserved even when the schema is
    // optional-out (e.g. `z.string().or(z.undefined())` accepting an
    // explicit undefined value).
    for (let i = final.value.length - 1; i >= input.length; i--) {
        if (items[i]._zod.optout === "optional" && final.value[i] === undefined) {
            final.value.length = i;
        }
        else {
            break;
        }
    }
    return final;
}
const $ZodRecord = /*@__PURE__*/ $constructor("$ZodRecord", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!isPlainObject(input)) {
            payload.issues.push({
                expected: "record",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        // no guard in either loop below: a record's invalid_key aborts but an enclosing intersection can reconcile it, so a stopped loop hides keys the sibling does not own and the intersection then rejects nothing
        const proms = [];
        const values = def.keyType._zod.values;
        if (values && !def.partial) {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            const recordKeys = new Set();
            for (const key of values) {
                if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
                    recordKeys.add(typeof key === "number" ? key.toString() : key);
                    // A declared __proto__ is stripped but is not an unrecognized key.
                    if (key === "__proto__")
                        continue;
                    const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                    if (keyResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (keyResult.issues.length) {
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
                            input: key,
                            path: [key],
                            inst,
                        });
                        continue;
                    }
                    const outKey = keyResult.value;
                    if (outKey === "__proto__")
                        continue;
                    const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                    if (result instanceof Promise) {
                        proms.push(result.then((result) => {
                            if (result.issues.length) {
                                payload.issues.push(...prefixIssues(key, result.issues));
                            }
                            payload.value[outKey] = result.value;
                        }));
                    }
                    else {
                        if (result.issues.length) {
                            payload.issues.push(...prefixIssues(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }
                }
            }
            let unrecognized;
            for (const key in input) {
                if (!recordKeys.has(key)) {
                    if (def.mode === "loose") {
                        // skip __proto__ so it can't replace the result prototype via the assignment setter on the plain {} we build into
                        if (key === "__proto__")
                            continue;
                        payload.value[key] = input[key];
                    }
                    else {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        else {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            // An enumerable key schema declares which keys the record owns, so a key outside the set is unrecognized. A non-enumerable one (regex, refine) is a constraint every key must satisfy, so a failing key is invalid. Only the former is reconcilable against the other side of an intersection.
            let unrecognized;
            // Reflect.ownKeys for Symbol-key support; filter non-enumerable to match z.object()
            for (const key of Reflect.ownKeys(input)) {
                if (key === "__proto__")
                    continue;
                if (!Object.prototype.propertyIsEnumerable.call(input, key))
                    continue;
                let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                if (keyResult instanceof Promise) {
                    throw new Error("Async schemas not supported in object keys currently");
                }
                // Numeric string fallback: if key is a numeric string and failed, retry with Number(key). This handles z.number(), z.literal([1, 2, 3]), and unions containing numeric literals
                const checkNumericKey = typeof key === "string" && number.test(key) && keyResult.issues.length;
                if (checkNumericKey) {
                    const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
                    if (retryResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (retryResult.issues.length === 0) {
                        keyResult = retryResult;
                    }
                }
                if (keyResult.issues.length) {
                    if (def.mode === "loose") {
                        // Pass through unchanged
                        payload.value[key] = input[key];
                    }
                    else if (values) {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                    else {
                        // Default "strict" behavior: error on invalid key
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
                            input: key,
                            path: [key],
                            inst,
                        });
                    }
                    continue;
                }
                // the guard above tests the raw input key, but the key schema can normalize an ordinary key into __proto__; re-check the key we actually write under
                const outKey = keyResult.value;
                if (outKey === "__proto__")
                    continue;
                const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((result) => {
                        if (result.issues.length) {
                            payload.issues.push(...prefixIssues(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }));
                }
                else {
                    if (result.issues.length) {
                        payload.issues.push(...prefixIssues(key, result.issues));
                    }
                    payload.value[outKey] = result.value;
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload;
    };
});
const $ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMap", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Map)) {
            payload.issues.push({
                expected: "map",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Map(), ctx) : new Map();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const [key, value] of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
            const valueResult = def.valueType._zod.run({ value: value, issues: [] }, ctx);
            if (keyResult instanceof Promise || valueResult instanceof Promise) {
                proms.push(Promise.all([keyResult, valueResult]).then(([keyResult, valueResult]) => {
                    handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
                }));
            }
            else {
                handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
            }
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, mapSize);
})));
function handleMapResult(keyResult, valueResult, final, key, input, inst, ctx) {
    if (keyResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, keyResult.issues));
        }
        else {
            final.issues.push({
                code: "invalid_key",
                origin: "map",
                input,
                inst,
                issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    if (valueResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, valueResult.issues));
        }
        else {
            final.issues.push({
                origin: "map",
                code: "invalid_element",
                input,
                inst,
                key: key,
                issues: valueResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    final.value.set(keyResult.value, valueResult.value);
}
const $ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSet", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Set)) {
            payload.issues.push({
                input,
                inst,
                expected: "set",
                code: "invalid_type",
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Set(), ctx) : new Set();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const item of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const result = def.valueType._zod.run({ value: item, issues: [] }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleSetResult(result, payload)));
            }
            else
                handleSetResult(result, payload);
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, setSize);
})));
function handleSetResult(result, final) {
    if (result.issues.length) {
        final.issues.push(...result.issues);
    }
    final.value.add(result.value);
}
const $ZodEnum = /*@__PURE__*/ $constructor("$ZodEnum", (inst, def) => {
    $ZodType.init(inst, def);
    const values = getEnumValues(def.entries);
    const valuesSet = new Set(values);
    inst._zod.values = valuesSet;
    defineLazyInternal(inst, "pattern", (zod) => {
        const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (valuesSet.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodLiteral = /*@__PURE__*/ $constructor("$ZodLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const values = new Set(def.values);
    inst._zod.values = values;
    defineLazyInternal(inst, "pattern", (zod) => {
        const vals = zod.def.values;
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(vals.length
            ? `^(${vals
                .map((o) => typeof o === "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o))
                .join("|")})$`
            : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (values.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values: def.values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFile", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        // @ts-ignore
        if (input instanceof File)
            return payload;
        payload.issues.push({
            expected: "file",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodTransform = /*@__PURE__*/ $constructor("$ZodTransform", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "optional";
    globalConfig.memoizer?.guard(inst);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new $ZodEncodeError(inst.constructor.name);
        }
        const _out = def.transform(payload.value, payload);
        if (ctx.async) {
            const output = _out instanceof Promise ? _out : Promise.resolve(_out);
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        if (_out instanceof Promise) {
            throw new $ZodAsyncError();
        }
        payload.value = _out;
        return payload;
    };
});
function handleOptionalResult(payload, result) {
    // A substituting schema that still failed has no usable answer; yield undefined. Its issues are simply dropped: it ran on a payload of its own, so there is no shared array to truncate and nothing of the caller's to lose with it.
    payload.value = result.issues.length ? undefined : result.value;
    return payload;
}
const $ZodOptional = /*@__PURE__*/ $constructor("$ZodOptional", (inst, def) => {
    $ZodType.init(inst, def);
    // .optional() propagates absence rather than substituting for it, so a defaulted inner keeps its rung.
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    inst._zod.optout = "optional";
    defineLazyInternal(inst, "values", (zod) => {
        const values = zod.def.innerType._zod.values;
        return values ? new Set([...values, undefined]) : undefined;
    });
    defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        if (payload.value === undefined) {
            // Only the top rung substitutes a value for absence; everything else leaves it intact, which is what .optional() means.
            if (def.innerType._zod.optin !== "defaulted")
                return payload;
            // Its own payload, for the same reason $ZodCatch gets one: a pipe forwards an unrecognized key through the caller's issues array, and this must not read that as the substituting schema failing and drop it.
            const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
            if (result instanceof Promise)
                return result.then((result) => handleOptionalResult(payload, result));
            return handleOptionalResult(payload, result);
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodExactOptional = /*@__PURE__*/ $constructor("$ZodExactOptional", (inst, def) => {
    // Call parent init - inherits optin/optout = "optional"
    $ZodOptional.init(inst, def);
    // Override values/pattern to NOT add undefined
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    defineLazyInternal(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
    // Override parse to just delegate (no undefined handling)
    inst._zod.parse = (payload, ctx) => {
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNullable = /*@__PURE__*/ $constructor("$ZodNullable", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : undefined;
    });
    defineLazyInternal(inst, "values", (zod) => {
        return zod.def.innerType._zod.values ? new Set([...zod.def.innerType._zod.values, null]) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        // Forward direction (decode): allow null to pass through
        if (payload.value === null)
            return payload;
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodDefault = /*@__PURE__*/ $constructor("$ZodDefault", (inst, def) => {
    $ZodType.init(inst, def);
    // inst._zod.qin = "true";
    inst._zod.optin = "defaulted";
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply defaults for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
            /**
             * $ZodDefault returns the default value immediately in forward direction.
             * It doesn't pass the default value into the validator ("prefault"). There's no reason to pass the default value through validation. The validity of the default is enforced by TypeScript statically. Otherwise, it's the responsibility of the user to ensure the default is valid. In the case of pipes with divergent in/out types, you can specify the default on the `in` schema of your ZodPipe to set a "prefault" for the pipe.   */
            return payload;
        }
        // Forward direction: continue with default handling
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleDefaultResult(result, def));
        }
        return handleDefaultResult(result, def);
    };
});
function handleDefaultResult(payload, def) {
    if (payload.value === undefined) {
        payload.value = def.defaultValue;
    }
    return payload;
}
const $ZodPrefault = /*@__PURE__*/ $constructor("$ZodPrefault", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "defaulted";
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply prefault for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNonOptional = /*@__PURE__*/ $constructor("$ZodNonOptional", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "values", (zod) => {
        const v = zod.def.innerType._zod.values;
        return v ? new Set([...v].filter((x) => x !== undefined)) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleNonOptionalResult(result, inst));
        }
        return handleNonOptionalResult(result, inst);
    };
});
function handleNonOptionalResult(payload, inst) {
    if (!payload.issues.length && payload.value === undefined) {
        payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: payload.value,
            inst,
        });
    }
    return payload;
}
const $ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSuccess", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core.$ZodEncodeError("ZodSuccess");
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => {
                payload.value = result.issues.length === 0;
                return payload;
            });
        }
        payload.value = result.issues.length === 0;
        return payload;
    };
})));
function handleCatchResult(payload, result, def, ctx) {
    if (!result.issues.length) {
        payload.value = result.value;
        // The value carries up, so the flag describing it has to carry with it: a back-edge into a node still being parsed must not be frozen by an enclosing readonly, and its checks belong to the node itself. Guarded so the ordinary case adds no own property.
        if (result.memo)
            payload.memo = true;
        return payload;
    }
    // Spread the inner's own payload, not ours: `value` has to stay the input the catch was handed, and the inner ran on a payload of its own so its issues are already private to this call.
    payload.value = def.catchValue({
        ...result,
        value: payload.value,
        error: {
            issues: result.issues.map((iss) => finalizeIssue(iss, ctx, config())),
        },
        input: payload.value,
    });
    return payload;
}
const $ZodCatch = /*@__PURE__*/ $constructor("$ZodCatch", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply catch logic
        const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleCatchResult(payload, result, def, ctx));
        }
        return handleCatchResult(payload, result, def, ctx);
    };
});
const $ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNaN", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "number" || !Number.isNaN(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "nan",
                code: "invalid_type",
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodPipe = /*@__PURE__*/ $constructor("$ZodPipe", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handlePipeResult(right, def.in, ctx));
            }
            return handlePipeResult(right, def.in, ctx);
        }
        const left = def.in._zod.run(payload, ctx);
        if (left instanceof Promise) {
            return left.then((left) => handlePipeResult(left, def.out, ctx));
        }
        return handlePipeResult(left, def.out, ctx);
    };
});
function handlePipeResult(left, next, ctx) {
    // Any issue stops the pipe, so a failing refinement never feeds its transform. An unrecognized key is the exception: it describes the input's extra properties, not the value being piped, and an enclosing intersection may yet reconcile it.
    if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
        // prevent further checks
        left.aborted = true;
        return left;
    }
    return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
const $ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCodec", (inst, def) => {
    $ZodType.init(inst, def);
    util.defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    util.defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    util.defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        const direction = ctx.direction || "forward";
        if (direction === "forward") {
            const left = def.in._zod.run(payload, ctx);
            if (left instanceof Promise) {
                return left.then((left) => handleCodecAResult(left, def, ctx));
            }
            return handleCodecAResult(left, def, ctx);
        }
        else {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handleCodecAResult(right, def, ctx));
            }
            return handleCodecAResult(right, def, ctx);
        }
    };
})));
function handleCodecAResult(result, def, ctx) {
    if (result.issues.length) {
        // prevent further checks
        result.aborted = true;
        return result;
    }
    const direction = ctx.direction || "forward";
    if (direction === "forward") {
        const transformed = def.transform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.out, ctx));
        }
        return handleCodecTxResult(result, transformed, def.out, ctx);
    }
    else {
        const transformed = def.reverseTransform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.in, ctx));
        }
        return handleCodecTxResult(result, transformed, def.in, ctx);
    }
}
function handleCodecTxResult(left, value, nextSchema, ctx) {
    // Check if transform added any issues
    if (left.issues.length) {
        left.aborted = true;
        return left;
    }
    return nextSchema._zod.run({ value, issues: left.issues }, ctx);
}
const $ZodPreprocess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPreprocess", (inst, def) => {
    $ZodPipe.init(inst, def);
})));
const $ZodReadonly = /*@__PURE__*/ $constructor("$ZodReadonly", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then(handleReadonlyResult);
        }
        return handleReadonlyResult(result);
    };
});
function handleReadonlyResult(payload) {
    // A repeat visit hands back a node that is still being built; freezing it here would make the rest of its keys fail to assign.
    if (!payload.memo)
        payload.value = Object.freeze(payload.value);
    return payload;
}
// a leaf's pattern source with its own checks folded in: the last pattern-carrying check wins, else length bounds narrow the catch-all, else an integer format narrows the number form. the fold lives here instead of on `_zod.pattern` so a bundle without template literals never pays for it
function leafPattern(schema) {
    const def = schema._zod.def;
    let pattern = def.pattern;
    let isInt = !!def.format?.includes("int");
    let minimum;
    let maximum;
    for (const ch of def.checks ?? []) {
        const d = ch._zod.def;
        if (d.pattern)
            pattern = d.pattern;
        isInt || (isInt = !!d.format?.includes("int"));
        const lo = d.minimum ?? d.length;
        const hi = d.maximum ?? d.length;
        if (lo !== undefined && (minimum === undefined || lo > minimum))
            minimum = lo;
        if (hi !== undefined && (maximum === undefined || hi < maximum))
            maximum = hi;
    }
    if (pattern)
        return pattern.source;
    // an empty range matches nothing at runtime, and `{8,5}` is not a legal quantifier
    if (minimum !== undefined && maximum !== undefined && minimum > maximum)
        return "(?!)";
    if (minimum !== undefined || maximum !== undefined)
        return regexes.string({ minimum, maximum }).source;
    const own = schema._zod.pattern;
    return (isInt && own === regexes.number ? regexes.integer : own)?.source;
}
// a part's pattern source. a wrapper's pattern embeds its inner pattern's source verbatim, so the folded form is substituted in place without knowing the wrapper's own composition; a union's options are joined the way the union builds its own pattern
function partPattern(schema) {
    const def = schema._zod.def;
    const own = schema._zod.pattern?.source;
    // lazy resolves its inner on the internals, not the def
    const inner = def.innerType ?? schema._zod.innerType;
    if (inner) {
        const before = inner._zod.pattern?.source;
        const after = partPattern(inner);
        if (own && before && after && after !== before) {
            return own.replace(util.cleanRegex(before), () => util.cleanRegex(after));
        }
        return own;
    }
    if (def.options) {
        const sources = def.options.map(partPattern);
        if (sources.every(Boolean))
            return `^(${sources.map((s) => util.cleanRegex(s)).join("|")})$`;
    }
    return leafPattern(schema);
}
const $ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodTemplateLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const regexParts = [];
    for (const part of def.parts) {
        if (typeof part === "object" && part !== null) {
            // is Zod schema
            const source = partPattern(part);
            if (!source) {
                throw new Error(`Invalid template literal part, no pattern found: ${[...part._zod.traits].shift()}`);
            }
            regexParts.push(util.cleanRegex(source));
        }
        else if (part === null || util.primitiveTypes.has(typeof part)) {
            regexParts.push(util.escapeRegex(`${part}`));
        }
        else {
            throw new Error(`Invalid template literal part: ${part}`);
        }
    }
    inst._zod.pattern = new RegExp(`^${regexParts.join("")}$`);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "string") {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "string",
                code: "invalid_type",
            });
            return payload;
        }
        inst._zod.pattern.lastIndex = 0;
        if (!inst._zod.pattern.test(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                code: "invalid_format",
                format: def.format ?? "template_literal",
                pattern: inst._zod.pattern.source,
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFunction", (inst, def) => {
    $ZodType.init(inst, def);
    // Defined, not assigned: the classic prototype exposes `_def` as a getter with no setter.
    Object.defineProperty(inst, "_def", { value: def });
    inst._zod.def = def;
    inst.implement = (func) => {
        if (typeof func !== "function") {
            throw new Error("implement() must be called with a function");
        }
        // Defined inline so the closure stays anonymous: binding it to a `const` first names it, which costs 256 bytes per implemented function.
        return Object.defineProperty(function (...args) {
            const parsedArgs = inst._def.input ? parse(inst._def.input, args) : args;
            const result = Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return parse(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst.implementAsync = (func) => {
        if (typeof func !== "function") {
            throw new Error("implementAsync() must be called with a function");
        }
        return Object.defineProperty(async function (...args) {
            const parsedArgs = inst._def.input ? await parseAsync(inst._def.input, args) : args;
            const result = await Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return await parseAsync(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "function") {
            payload.issues.push({
                code: "invalid_type",
                expected: "function",
                input: payload.value,
                inst,
            });
            return payload;
        }
        // Check if output is a promise type to determine if we should use async implementation
        const hasPromiseOutput = inst._def.output && inst._def.output._zod.def.type === "promise";
        if (hasPromiseOutput) {
            payload.value = inst.implementAsync(payload.value);
        }
        else {
            payload.value = inst.implement(payload.value);
        }
        return payload;
    };
    inst.input = (...args) => {
        const F = inst.constructor;
        if (Array.isArray(args[0])) {
            return new F({
                type: "function",
                input: new $ZodTuple({
                    type: "tuple",
                    items: args[0],
                    rest: args[1],
                }),
                output: inst._def.output,
            });
        }
        return new F({
            type: "function",
            input: args[0],
            output: inst._def.output,
        });
    };
    inst.output = (output) => {
        const F = inst.constructor;
        return new F({
            type: "function",
            input: inst._def.input,
            output,
        });
    };
    return inst;
})));
const $ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPromise", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        return Promise.resolve(payload.value).then((inner) => def.innerType._zod.run({ value: inner, issues: [] }, ctx));
    };
})));
const $ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodLazy", (inst, def) => {
    $ZodType.init(inst, def);
    // Cache the resolved inner type on the shared `def` so all clones of this lazy (e.g. via `.describe()`/`.meta()`) share the same inner instance, preserving identity for cycle detection on recursive schemas.
    util.defineLazy(inst._zod, "innerType", () => {
        const d = def;
        if (!d._cachedInner)
            d._cachedInner = def.getter();
        return d._cachedInner;
    });
    util.defineLazyInternal(inst, "pattern", (zod) => zod.innerType?._zod?.pattern);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.innerType?._zod?.propValues);
    util.defineLazyInternal(inst, "optin", (zod) => zod.innerType?._zod?.optin ?? undefined);
    util.defineLazyInternal(inst, "optout", (zod) => zod.innerType?._zod?.optout ?? undefined);
    inst._zod.parse = (payload, ctx) => {
        const inner = inst._zod.innerType;
        return inner._zod.run(payload, ctx);
    };
})));
const $ZodCustom = /*@__PURE__*/ $constructor("$ZodCustom", (inst, def) => {
    $ZodCheck.init(inst, def);
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _) => {
        return payload;
    };
    inst._zod.check = (payload) => {
        const input = payload.value;
        const r = def.fn(input);
        if (r instanceof Promise) {
            return r.then((r) => handleRefineResult(r, payload, input, inst));
        }
        handleRefineResult(r, payload, input, inst);
        return;
    };
});
function handleRefineResult(result, payload, input, inst) {
    if (!result) {
        const _iss = {
            code: "custom",
            input,
            inst, // incorporates params.error into issue reporting
            path: [...(inst._zod.def.path ?? [])], // incorporates params.error into issue reporting
            continue: !inst._zod.def.abort,
            // params: inst._zod.def.params,
        };
        if (inst._zod.def.params)
            _iss.params = inst._zod.def.params;
        payload.issues.push(util_issue(_iss));
    }
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/registries.js
var registries_a;
const $output = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodOutput")));
const $input = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodInput")));
class $ZodRegistry {
    constructor() {
        this._map = new WeakMap();
        this._idmap = new Map();
    }
    add(schema, ..._meta) {
        const meta = _meta[0];
        this._map.set(schema, meta);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.set(meta.id, schema);
        }
        return this;
    }
    clear() {
        this._map = new WeakMap();
        this._idmap = new Map();
        return this;
    }
    remove(schema) {
        const meta = this._map.get(schema);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.delete(meta.id);
        }
        this._map.delete(schema);
        return this;
    }
    get(schema) {
        // return this._map.get(schema) as any;
        // inherit metadata
        const p = schema._zod.parent;
        if (p) {
            const pm = { ...(this.get(p) ?? {}) };
            delete pm.id; // do not inherit id
            const f = { ...pm, ...this._map.get(schema) };
            return Object.keys(f).length ? f : undefined;
        }
        return this._map.get(schema);
    }
    has(schema) {
        return this._map.has(schema);
    }
}
// registries
function registry() {
    return new $ZodRegistry();
}
(registries_a = globalThis).__zod_globalRegistry ?? (registries_a.__zod_globalRegistry = registry());
const globalRegistry = globalThis.__zod_globalRegistry;

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/api.js




function snapshotChecks(def) {
    if (def.checks)
        def.checks = [...def.checks];
    return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
    return new Class(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedString(Class, params) {
    return new Class(snapshotChecks({ type: "string", coerce: true, ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
    return new Class({
        type: "string",
        format: "email",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _guid(Class, params) {
    return new Class({
        type: "string",
        format: "guid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v4",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v6",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v7",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _url(Class, params) {
    return new Class({
        type: "string",
        format: "url",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_emoji(Class, params) {
    return new Class({
        type: "string",
        format: "emoji",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class, params) {
    return new Class({
        type: "string",
        format: "nanoid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link _cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
// @__NO_SIDE_EFFECTS__
function _cuid(Class, params) {
    return new Class({
        type: "string",
        format: "cuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class, params) {
    return new Class({
        type: "string",
        format: "cuid2",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class, params) {
    return new Class({
        type: "string",
        format: "ulid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _xid(Class, params) {
    return new Class({
        type: "string",
        format: "xid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class, params) {
    return new Class({
        type: "string",
        format: "ksuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class, params) {
    return new Class({
        type: "string",
        format: "ipv4",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class, params) {
    return new Class({
        type: "string",
        format: "ipv6",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mac(Class, params) {
    return new Class({
        type: "string",
        format: "mac",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv4",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv6",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64(Class, params) {
    return new Class({
        type: "string",
        format: "base64",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class, params) {
    return new Class({
        type: "string",
        format: "base64url",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _e164(Class, params) {
    return new Class({
        type: "string",
        format: "e164",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _creditCard(Class, params) {
    return new Class({
        type: "string",
        format: "credit_card",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _iban(Class, params) {
    return new Class({
        type: "string",
        format: "iban",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class, params) {
    return new Class({
        type: "string",
        format: "jwt",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
const TimePrecision = {
    Any: null,
    Minute: -1,
    Second: 0,
    Millisecond: 3,
    Microsecond: 6,
};
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class, params) {
    return new Class({
        type: "string",
        format: "datetime",
        check: "string_format",
        offset: false,
        local: false,
        precision: null,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class, params) {
    return new Class({
        type: "string",
        format: "date",
        check: "string_format",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class, params) {
    return new Class({
        type: "string",
        format: "time",
        check: "string_format",
        precision: null,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class, params) {
    return new Class({
        type: "string",
        format: "duration",
        check: "string_format",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
    return new Class(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedNumber(Class, params) {
    return new Class(snapshotChecks({ type: "number", coerce: true, checks: [], ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "safeint",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float64(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "int32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "uint32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
    return new Class({
        type: "boolean",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBoolean(Class, params) {
    return new Class({
        type: "boolean",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _bigint(Class, params) {
    return new Class({
        type: "bigint",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBigint(Class, params) {
    return new Class({
        type: "bigint",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "int64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "uint64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _symbol(Class, params) {
    return new Class({
        type: "symbol",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_undefined(Class, params) {
    return new Class({
        type: "undefined",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_null(Class, params) {
    return new Class({
        type: "null",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _any(Class) {
    return new Class({
        type: "any",
    });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
    return new Class({
        type: "unknown",
    });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
    return new Class({
        type: "never",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _void(Class, params) {
    return new Class({
        type: "void",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _date(Class, params) {
    return new Class({
        type: "date",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedDate(Class, params) {
    return new Class({
        type: "date",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nan(Class, params) {
    return new Class({
        type: "nan",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
    return new $ZodCheckLessThan({
        check: "less_than",
        ...normalizeParams(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
    return new $ZodCheckLessThan({
        check: "less_than",
        ...normalizeParams(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
    return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...normalizeParams(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
    return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...normalizeParams(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _positive(params) {
    return _gt(0, params);
}
// negative
// @__NO_SIDE_EFFECTS__
function _negative(params) {
    return _lt(0, params);
}
// nonpositive
// @__NO_SIDE_EFFECTS__
function _nonpositive(params) {
    return _lte(0, params);
}
// nonnegative
// @__NO_SIDE_EFFECTS__
function _nonnegative(params) {
    return _gte(0, params);
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
    return new $ZodCheckMultipleOf({
        check: "multiple_of",
        ...normalizeParams(params),
        value,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxSize(maximum, params) {
    return new checks.$ZodCheckMaxSize({
        check: "max_size",
        ...util.normalizeParams(params),
        maximum,
    });
}
// @__NO_SIDE_EFFECTS__
function _minSize(minimum, params) {
    return new checks.$ZodCheckMinSize({
        check: "min_size",
        ...util.normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _size(size, params) {
    return new checks.$ZodCheckSizeEquals({
        check: "size_equals",
        ...util.normalizeParams(params),
        size,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
    const ch = new $ZodCheckMaxLength({
        check: "max_length",
        ...normalizeParams(params),
        maximum,
    });
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
    return new $ZodCheckMinLength({
        check: "min_length",
        ...normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
    return new $ZodCheckLengthEquals({
        check: "length_equals",
        ...normalizeParams(params),
        length,
    });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
    return new $ZodCheckRegex({
        check: "string_format",
        format: "regex",
        ...normalizeParams(params),
        pattern,
    });
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
    return new $ZodCheckLowerCase({
        check: "string_format",
        format: "lowercase",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
    return new $ZodCheckUpperCase({
        check: "string_format",
        format: "uppercase",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
    return new $ZodCheckIncludes({
        check: "string_format",
        format: "includes",
        ...normalizeParams(params),
        includes,
    });
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
    return new $ZodCheckStartsWith({
        check: "string_format",
        format: "starts_with",
        ...normalizeParams(params),
        prefix,
    });
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
    return new $ZodCheckEndsWith({
        check: "string_format",
        format: "ends_with",
        ...normalizeParams(params),
        suffix,
    });
}
// @__NO_SIDE_EFFECTS__
function _property(property, schema, params) {
    return new checks.$ZodCheckProperty({
        check: "property",
        property,
        schema,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _properties(shape, params) {
    return new $ZodCheckProperties({
        check: "properties",
        shape,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mime(types, params) {
    return new checks.$ZodCheckMimeType({
        check: "mime_type",
        mime: types,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
    return new $ZodCheckOverwrite({
        check: "overwrite",
        tx,
    });
}
// normalize
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
    return _overwrite((input) => input.normalize(form));
}
// trim
// @__NO_SIDE_EFFECTS__
function _trim() {
    return _overwrite((input) => input.trim());
}
// toLowerCase
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
    return _overwrite((input) => input.toLowerCase());
}
// toUpperCase
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
    return _overwrite((input) => input.toUpperCase());
}
// slugify
// @__NO_SIDE_EFFECTS__
function _slugify() {
    return _overwrite((input) => slugify(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class, element, params) {
    return new Class({
        type: "array",
        element,
        // get element() {
        //   return element;
        // },
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _union(Class, options, params) {
    return new Class({
        type: "union",
        options,
        ...util.normalizeParams(params),
    });
}
function _xor(Class, options, params) {
    return new Class({
        type: "union",
        options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _discriminatedUnion(Class, discriminator, options, params) {
    return new Class({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _intersection(Class, left, right) {
    return new Class({
        type: "intersection",
        left,
        right,
    });
}
// export function _tuple(
//   Class: util.SchemaClass<schemas.$ZodTuple>,
//   items: [],
//   params?: string | $ZodTupleParams
// ): schemas.$ZodTuple<[], null>;
// @__NO_SIDE_EFFECTS__
function _tuple(Class, items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof schemas.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new Class({
        type: "tuple",
        items,
        rest,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _record(Class, keyType, valueType, params) {
    return new Class({
        type: "record",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _map(Class, keyType, valueType, params) {
    return new Class({
        type: "map",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _set(Class, valueType, params) {
    return new Class({
        type: "set",
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _enum(Class, values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    // if (Array.isArray(values)) {
    //   for (const value of values) {
    //     entries[value] = value;
    //   }
    // } else {
    //   Object.assign(entries, values);
    // }
    // const entries: util.EnumLike = {};
    // for (const val of values) {
    //   entries[val] = val;
    // }
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function _nativeEnum(Class, entries, params) {
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _literal(Class, value, params) {
    return new Class({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _file(Class, params) {
    return new Class({
        type: "file",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _transform(Class, fn) {
    return new Class({
        type: "transform",
        transform: fn,
    });
}
// @__NO_SIDE_EFFECTS__
function _optional(Class, innerType) {
    return new Class({
        type: "optional",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _nullable(Class, innerType) {
    return new Class({
        type: "nullable",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _default(Class, innerType, defaultValue) {
    return new Class({
        type: "default",
        innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util.shallowClone(defaultValue);
        },
    });
}
// @__NO_SIDE_EFFECTS__
function _nonoptional(Class, innerType, params) {
    return new Class({
        type: "nonoptional",
        innerType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _success(Class, innerType) {
    return new Class({
        type: "success",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _catch(Class, innerType, catchValue) {
    return new Class({
        type: "catch",
        innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : util.constantCatch(catchValue)),
    });
}
// @__NO_SIDE_EFFECTS__
function _pipe(Class, in_, out) {
    return new Class({
        type: "pipe",
        in: in_,
        out,
    });
}
// @__NO_SIDE_EFFECTS__
function _readonly(Class, innerType) {
    return new Class({
        type: "readonly",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _templateLiteral(Class, parts, params) {
    return new Class({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lazy(Class, getter) {
    return new Class({
        type: "lazy",
        getter,
    });
}
// @__NO_SIDE_EFFECTS__
function _promise(Class, innerType) {
    return new Class({
        type: "promise",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _custom(Class, fn, _params) {
    const norm = util.normalizeParams(_params);
    norm.abort ?? (norm.abort = true); // default to abort:false
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...norm,
    });
    return schema;
}
// same as _custom but defaults to abort:false
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...normalizeParams(_params),
    });
    return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
    const ch = _check((payload) => {
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(util_issue(issue, payload.value, ch._zod.def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = ch);
                _issue.continue ?? (_issue.continue = !ch._zod.def.abort); // abort is always undefined, so this is always true...
                payload.issues.push(util_issue(_issue));
            }
        };
        return fn(payload.value, payload);
    }, params);
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
    const ch = new $ZodCheck({
        check: "custom",
        ...normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
// @__NO_SIDE_EFFECTS__
function describe(description) {
    const ch = new $ZodCheck({ check: "describe" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, description });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function meta(metadata) {
    const ch = new $ZodCheck({ check: "meta" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, ...metadata });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _stringbool(Classes, _params) {
    const params = util.normalizeParams(_params);
    let truthyArray = params.truthy ?? ["true", "1", "yes", "on", "y", "enabled"];
    let falsyArray = params.falsy ?? ["false", "0", "no", "off", "n", "disabled"];
    if (params.case !== "sensitive") {
        truthyArray = truthyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
        falsyArray = falsyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
    }
    const truthySet = new Set(truthyArray);
    const falsySet = new Set(falsyArray);
    const _Codec = Classes.Codec ?? schemas.$ZodCodec;
    const _Boolean = Classes.Boolean ?? schemas.$ZodBoolean;
    const _String = Classes.String ?? schemas.$ZodString;
    const stringSchema = new _String({ type: "string", error: params.error });
    const booleanSchema = new _Boolean({ type: "boolean", error: params.error });
    const codec = new _Codec({
        type: "pipe",
        in: stringSchema,
        out: booleanSchema,
        transform: ((input, payload) => {
            let data = input;
            if (params.case !== "sensitive")
                data = data.toLowerCase();
            if (truthySet.has(data)) {
                return true;
            }
            else if (falsySet.has(data)) {
                return false;
            }
            else {
                payload.issues.push({
                    code: "invalid_value",
                    expected: "stringbool",
                    values: [...truthySet, ...falsySet],
                    input: payload.value,
                    inst: codec,
                    continue: false,
                });
                return {};
            }
        }),
        reverseTransform: ((input, _payload) => {
            if (input === true) {
                return truthyArray[0] || "true";
            }
            else {
                return falsyArray[0] || "false";
            }
        }),
        error: params.error,
    });
    codec._zod.bag.truthy = truthyArray;
    codec._zod.bag.falsy = falsyArray;
    codec._zod.bag.case = params.case ?? "insensitive";
    return codec;
}
// @__NO_SIDE_EFFECTS__
function _stringFormat(Class, format, fnOrRegex, _params = {}) {
    const params = util.normalizeParams(_params);
    const def = {
        check: "string_format",
        type: "string",
        format,
        fn: typeof fnOrRegex === "function" ? fnOrRegex : (val) => fnOrRegex.test(val),
        ...params,
    };
    if (fnOrRegex instanceof RegExp) {
        def.pattern = fnOrRegex;
    }
    const inst = new Class(def);
    return inst;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/to-json-schema.js


function assignProps(target, ...sources) {
    for (const source of sources) {
        for (const key of Reflect.ownKeys(source)) {
            if (Object.prototype.propertyIsEnumerable.call(source, key)) {
                util_assignProp(target, key, source[key]);
            }
        }
    }
    return target;
}
// function initializeContext<T extends schemas.$ZodType>(inputs: JSONSchemaGeneratorParams<T>): ToJSONSchemaContext<T> {
//   return {
//     processor: inputs.processor,
//     metadataRegistry: inputs.metadata ?? globalRegistry,
//     target: inputs.target ?? "draft-2020-12",
//     unrepresentable: inputs.unrepresentable ?? "throw",
//   };
// }
function to_json_schema_initializeContext(params) {
    // Normalize target: convert old non-hyphenated versions to hyphenated versions
    let target = params?.target ?? "draft-2020-12";
    if (target === "draft-4")
        target = "draft-04";
    if (target === "draft-7")
        target = "draft-07";
    return {
        processors: params.processors ?? {},
        metadataRegistry: params?.metadata ?? globalRegistry,
        target,
        unrepresentable: params?.unrepresentable ?? "throw",
        override: params?.override ?? (() => { }),
        io: params?.io ?? "output",
        counter: 0,
        seen: new Map(),
        sharedDefsExtractedFor: undefined,
        sharedEmitDoneFor: undefined,
        cycles: params?.cycles ?? "ref",
        reused: params?.reused ?? "inline",
        intersections: [],
        deferred: [],
        external: params?.external ?? undefined,
    };
}
/**
 * Applies the `unrepresentable` setting at a site that has no JSON Schema equivalent. Throws
 * `message` unless the setting (or the handler's return value) says otherwise. Returns `true` if a
 * custom JSON Schema was written into `json`, in which case the caller must not write its own.
 */
function handleUnrepresentable(schema, ctx, json, params, message) {
    const result = typeof ctx.unrepresentable === "function"
        ? ctx.unrepresentable({ zodSchema: schema, path: params.path, message })
        : ctx.unrepresentable;
    if (result === "any")
        return false;
    if (result === undefined || result === "throw")
        throw new Error(message);
    Object.assign(json, result);
    return true;
}
// never rename this back to `process`: bundler polyfills inject a top-level `const process` that a lexical declaration of the same name collides with (#6397)
function to_json_schema_processSchema(schema, ctx, _params = { path: [], schemaPath: [] }) {
    var _a;
    const def = schema._zod.def;
    // check for schema in seens
    const seen = ctx.seen.get(schema);
    if (seen) {
        seen.count++;
        // check if cycle
        const isCycle = _params.schemaPath.includes(schema);
        if (isCycle) {
            seen.cycle = _params.path;
        }
        return seen.schema;
    }
    // initialize
    const result = { schema: {}, count: 1, cycle: undefined, path: _params.path };
    ctx.seen.set(schema, result);
    ctx.sharedDefsExtractedFor = undefined;
    ctx.sharedEmitDoneFor = undefined;
    // custom method overrides default behavior
    const overrideSchema = schema._zod.toJSONSchema?.();
    if (overrideSchema) {
        result.schema = overrideSchema;
    }
    else {
        const params = {
            ..._params,
            schemaPath: [..._params.schemaPath, schema],
            path: _params.path,
        };
        if (schema._zod.processJSONSchema) {
            schema._zod.processJSONSchema(ctx, result.schema, params);
        }
        else {
            const _json = result.schema;
            const processor = ctx.processors[def.type];
            if (!processor) {
                throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
            }
            processor(schema, ctx, _json, params);
        }
        const parent = schema._zod.parent;
        if (parent) {
            // Also set ref if processor didn't (for inheritance)
            if (!result.ref)
                result.ref = parent;
            to_json_schema_processSchema(parent, ctx, params);
            ctx.seen.get(parent).isParent = true;
        }
    }
    // metadata
    const meta = ctx.metadataRegistry.get(schema);
    if (meta)
        assignProps(result.schema, meta);
    if (ctx.io === "input" && isTransforming(schema)) {
        // examples/defaults only apply to output type of pipe
        delete result.schema.examples;
        delete result.schema.default;
    }
    // set prefault as default
    if (ctx.io === "input" && "_prefault" in result.schema)
        (_a = result.schema).default ?? (_a.default = result.schema._prefault);
    delete result.schema._prefault;
    // pulling fresh from ctx.seen in case it was overwritten
    const _result = ctx.seen.get(schema);
    return _result.schema;
}
/** @deprecated Renamed to `processSchema`. An export alias declares no binding, so it is safe to keep. */

// Escape a reference token for use in a JSON Pointer fragment (RFC 6901): `~` becomes `~0` and `/` becomes `~1`. The `~` replacement must run first.
function encodeJSONPointerSegment(segment) {
    return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function to_json_schema_extractDefs(ctx, schema
// params: EmitParams
) {
    // iterate over seen map;
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // With `external` set, every registered schema resolves through the external branch of `makeURI`, so the root branch below produces the same ref the external branch would — this pass is identical whichever schema it is called with, and only needs to run once.
    if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external)
        return;
    // Track ids to detect duplicates across different schemas
    const idToSchema = new Map();
    for (const entry of ctx.seen.entries()) {
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            const existing = idToSchema.get(id);
            if (existing && existing !== entry[0]) {
                throw new Error(`Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
            }
            idToSchema.set(id, entry[0]);
        }
    }
    // returns a ref to the schema defId will be empty if the ref points to an external schema (or #)
    const makeURI = (entry) => {
        // comparing the seen objects because sometimes multiple schemas map to the same seen object. e.g. lazy
        // external is configured
        const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
        if (ctx.external) {
            const externalId = ctx.external.registry.get(entry[0])?.id; // ?? "__shared";// `__schema${ctx.counter++}`;
            // check if schema is in the external registry
            const uriGenerator = ctx.external.uri ?? ((id) => id);
            if (externalId) {
                return { ref: uriGenerator(externalId) };
            }
            // otherwise, add to __shared
            const id = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
            entry[1].defId = id; // set defId so it will be reused if needed
            return { defId: id, ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id)}` };
        }
        const uriPrefix = `#`;
        const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
        // an id-less root has nowhere to be extracted to, so it stays inline and self-references as `#`
        if (entry[1] === root && !entry[1].schema.id) {
            return { ref: uriPrefix };
        }
        // self-contained schema
        const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
        return { defId, ref: defUriPrefix + encodeJSONPointerSegment(defId) };
    };
    // stored cached version in `def` property remove all properties, set $ref
    const extractToDef = (entry) => {
        // if the schema is already a reference, do not extract it
        if (entry[1].schema.$ref) {
            return;
        }
        const seen = entry[1];
        const { ref, defId } = makeURI(entry);
        seen.def = { ...seen.schema };
        // defId won't be set if the schema is a reference to an external schema or if the schema is the root schema
        if (defId)
            seen.defId = defId;
        // wipe away all properties except $ref
        const schema = seen.schema;
        for (const key in schema) {
            delete schema[key];
        }
        schema.$ref = ref;
    };
    // throw on cycles
    // break cycles
    if (ctx.cycles === "throw") {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.cycle) {
                throw new Error("Cycle detected: " +
                    `#/${seen.cycle?.join("/")}/<root>` +
                    '\n\nSet the `cycles` parameter to `"ref"` to resolve cyclical schemas with defs.');
            }
        }
    }
    // extract schemas into $defs
    for (const entry of ctx.seen.entries()) {
        const seen = entry[1];
        // convert root schema to # $ref
        if (schema === entry[0]) {
            extractToDef(entry); // this has special handling for the root schema
            continue;
        }
        // extract schemas that are in the external registry
        if (ctx.external) {
            const ext = ctx.external.registry.get(entry[0])?.id;
            if (schema !== entry[0] && ext) {
                extractToDef(entry);
                continue;
            }
        }
        // extract schemas with `id` meta
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            extractToDef(entry);
            continue;
        }
        // break cycles
        if (seen.cycle) {
            // any
            extractToDef(entry);
            continue;
        }
        // extract reused schemas
        if (seen.count > 1) {
            if (ctx.reused === "ref") {
                extractToDef(entry);
            }
        }
    }
    if (ctx.external)
        ctx.sharedDefsExtractedFor = ctx.external;
}
/** Rewrites `anyOf: [{type: "a"}, {type: "b"}]` to `type: ["a", "b"]`, which every JSON Schema draft treats as equivalent and most consumers render far better for the nullable case. Only branches that are a bare type assertion qualify — anything carrying a constraint, `$ref`, `const` or metadata is left alone. Runs after `flattenRef`, so a branch an override decorated or `$defs` extraction turned into a `$ref` is no longer bare and correctly stays in `anyOf`. `oneOf` is excluded: `integer` and `number` overlap, so "exactly one" and "at least one" are not the same there. OpenAPI 3.0 is excluded: its `type` must be a single string. */
function compactTypeUnion(schema) {
    const options = schema.anyOf;
    if (!Array.isArray(options) || options.length === 0 || schema.type !== undefined)
        return;
    const types = [];
    for (const option of options) {
        if (!option || typeof option !== "object")
            return;
        // A branch that is itself a compactible union folds into this one — nested `anyOf` and a flat `type` array say the same thing. Compacting it first also makes the result independent of the order this pass walks the seen map in.
        compactTypeUnion(option);
        const keys = Object.keys(option);
        if (keys.length !== 1 || keys[0] !== "type")
            return;
        const type = option.type;
        for (const member of Array.isArray(type) ? type : [type]) {
            if (typeof member !== "string")
                return;
            if (!types.includes(member))
                types.push(member);
        }
    }
    delete schema.anyOf;
    // A `type` array must be non-empty and unique (metaschema); a single member is spelled as a bare string.
    schema.type = types.length === 1 ? types[0] : types;
}
/** Keywords `foldIntersection` knows how to combine. Anything else — `$ref`, `patternProperties`,
 * an annotation like `description` — makes a member unfoldable, so a constraint this does not
 * understand leaves the `allOf` alone instead of being silently dropped or misattributed. */
const FOLDABLE_KEYS = new Set(["type", "properties", "required", "additionalProperties"]);
const UNION_KEYS = ["oneOf", "anyOf"];
/** A member's constraint on a key it does not declare itself. A `catchall` states one; `false`, an absent `additionalProperties`, and the empty schema a loose object emits state nothing. */
function undeclaredConstraint(member) {
    const extra = member.additionalProperties;
    if (extra === undefined || extra === false || typeof extra !== "object" || extra === null)
        return null;
    return Object.keys(extra).length ? extra : null;
}
/** Combines object members into the single object they describe together, or returns `null` if any of them carries a keyword outside {@link FOLDABLE_KEYS}. */
function foldObjects(members) {
    const objects = [];
    for (const member of members) {
        // A boolean subschema is legal JSON Schema and carries no keywords to fold.
        if (typeof member !== "object" || member.type !== "object")
            return null;
        for (const key in member) {
            if (!FOLDABLE_KEYS.has(key))
                return null;
        }
        objects.push(member);
    }
    const properties = {};
    const required = new Set();
    for (const object of objects) {
        for (const key in object.properties) {
            // `in` would report a `__proto__` key as already present via the prototype chain and skip it.
            if (Object.prototype.hasOwnProperty.call(properties, key))
                continue;
            // Every member constrains this key: the ones that declare it say how, and a `catchall` member constrains it too even though it does not name it. The key has to satisfy all of them, which is the same intersection one level down.
            const parts = [];
            for (const other of objects) {
                const part = other.properties?.[key] ?? undeclaredConstraint(other);
                if (part === null || part === undefined)
                    continue;
                if (!parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part)))
                    parts.push(part);
            }
            const merged = parts.length === 1
                ? parts[0]
                : (foldObjects(parts) ?? { allOf: parts });
            util_assignProp(properties, key, merged);
        }
        for (const key of object.required ?? [])
            required.add(key);
    }
    const folded = { type: "object", properties };
    if (required.size)
        folded.required = [...required];
    // A key no member declares is rejected only when every member rejects it, so the fold is closed only when every member is. Otherwise it carries whatever the `catchall` members demand of such a key.
    if (objects.every((object) => object.additionalProperties === false)) {
        folded.additionalProperties = false;
    }
    else {
        const constraints = [];
        for (const object of objects) {
            const constraint = undeclaredConstraint(object);
            if (constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint)))
                constraints.push(constraint);
        }
        if (constraints.length === 1)
            folded.additionalProperties = constraints[0];
        else if (constraints.length > 1)
            folded.additionalProperties = { allOf: constraints };
    }
    return folded;
}
/** `additionalProperties` in an `allOf` member sees only that member's own `properties`, so two
 * closed object members reject each other's keys and the schema validates nothing. Zod's parser
 * pools the key sets instead — `handleIntersectionResults` reports a key as unrecognized only when
 * *every* side rejects it — so the emitted schema has to pool them too, and folding the members
 * into one object is the encoding that says so on every target.
 *
 * This runs from `finalize`, after `extractDefs`, which is what keeps it clear of the `$ref`
 * machinery: a member extracted into `$defs` is already a `$ref` by now and declines to fold, so it
 * keeps its reference and its own closedness rather than being inlined as a stale copy. */
function foldIntersection(json) {
    const allOf = json.allOf;
    if (!Array.isArray(allOf) || allOf.length < 2)
        return;
    // An `override` runs before this pass and may have written object keywords onto the intersection itself. Those are deliberate, so decline rather than overwrite them.
    for (const key of FOLDABLE_KEYS)
        if (key in json)
            return;
    // An intersection distributes over a union: `A & (X | Y)` is `(A & X) | (A & Y)`. Only the first union is distributed over; a second one stays among the members every branch folds against, where it fails the object check and declines the whole intersection rather than multiplying out.
    const unions = allOf.filter((m) => UNION_KEYS.some((k) => Array.isArray(m[k])));
    let folded = null;
    if (!unions.length) {
        folded = foldObjects(allOf);
    }
    else {
        const union = unions[0];
        const keyword = UNION_KEYS.find((k) => Array.isArray(union[k]));
        if (Object.keys(union).length !== 1)
            return;
        const rest = allOf.filter((m) => m !== union);
        const branches = union[keyword].map((branch) => foldObjects([...rest, branch]));
        if (branches.some((b) => !b))
            return;
        folded = { [keyword]: branches };
    }
    if (!folded)
        return;
    delete json.allOf;
    assignProps(json, folded);
}
function to_json_schema_finalize(ctx, schema) {
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // flatten refs - inherit properties from parent schemas
    const flattenRef = (zodSchema) => {
        const seen = ctx.seen.get(zodSchema);
        // already processed
        if (seen.ref === null)
            return;
        const schema = seen.def ?? seen.schema;
        const _cached = { ...schema };
        const ref = seen.ref;
        seen.ref = null; // prevent infinite recursion
        if (ref) {
            flattenRef(ref);
            const refSeen = ctx.seen.get(ref);
            const refSchema = refSeen.schema;
            // merge referenced schema into current
            if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
                // older drafts can't combine $ref with other properties
                schema.allOf = schema.allOf ?? [];
                schema.allOf.push(refSchema);
            }
            else {
                assignProps(schema, refSchema);
            }
            // restore child's own properties (child wins)
            assignProps(schema, _cached);
            const isParentRef = zodSchema._zod.parent === ref;
            // For parent chain, child is a refinement - remove parent-only properties
            if (isParentRef) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (!(key in _cached)) {
                        delete schema[key];
                    }
                }
            }
            // When ref was extracted to $defs, remove properties that match the definition
            if (refSchema.$ref && refSeen.def) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (key in refSeen.def && JSON.stringify(schema[key]) === JSON.stringify(refSeen.def[key])) {
                        delete schema[key];
                    }
                }
            }
        }
        // If parent was extracted (has $ref), propagate $ref to this schema. This handles cases like: readonly().meta({id}).describe() where processor sets ref to innerType but parent should be referenced
        const parent = zodSchema._zod.parent;
        if (parent && parent !== ref) {
            // Ensure parent is processed first so its def has inherited properties
            flattenRef(parent);
            const parentSeen = ctx.seen.get(parent);
            if (parentSeen?.schema.$ref) {
                schema.$ref = parentSeen.schema.$ref;
                // De-duplicate with parent's definition
                if (parentSeen.def) {
                    for (const key in schema) {
                        if (key === "$ref" || key === "allOf")
                            continue;
                        if (key in parentSeen.def && JSON.stringify(schema[key]) === JSON.stringify(parentSeen.def[key])) {
                            delete schema[key];
                        }
                    }
                }
            }
        }
        // execute overrides
        ctx.override({
            zodSchema: zodSchema,
            jsonSchema: schema,
            path: seen.path ?? [],
        });
    };
    // Flattening walks the whole map and clears each `ref` as it goes, so a second call over the same map is a no-op scan. Skip it outright once it has run for a registry conversion.
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of [...ctx.seen.entries()].reverse()) {
            flattenRef(entry[0]);
        }
        if (ctx.target !== "openapi-3.0") {
            for (const entry of ctx.seen.entries()) {
                compactTypeUnion(entry[1].def ?? entry[1].schema);
            }
        }
        for (const rewrite of ctx.deferred)
            rewrite();
        // After flattening, every member that was extracted is a `$ref`, so the fold sees the final shape. A schema that inherits an intersection — through `z.lazy`, or any `ref` chain — holds the same `allOf` array, so fold by array identity to catch every copy.
        if (ctx.intersections.length) {
            const carriers = new Map();
            for (const seen of ctx.seen.values()) {
                for (const json of [seen.schema, seen.def]) {
                    const allOf = json?.allOf;
                    if (!Array.isArray(allOf))
                        continue;
                    const existing = carriers.get(allOf);
                    if (existing)
                        existing.push(json);
                    else
                        carriers.set(allOf, [json]);
                }
            }
            for (const allOf of ctx.intersections) {
                for (const json of carriers.get(allOf) ?? [])
                    foldIntersection(json);
            }
        }
    }
    const result = {};
    if (ctx.target === "draft-2020-12") {
        result.$schema = "https://json-schema.org/draft/2020-12/schema";
    }
    else if (ctx.target === "draft-07") {
        result.$schema = "http://json-schema.org/draft-07/schema#";
    }
    else if (ctx.target === "draft-04") {
        result.$schema = "http://json-schema.org/draft-04/schema#";
    }
    else if (ctx.target === "openapi-3.0") {
        // OpenAPI 3.0 schema objects should not include a $schema property
    }
    else {
        // Arbitrary string values are allowed but won't have a $schema property set
    }
    if (ctx.external?.uri) {
        const id = ctx.external.registry.get(schema)?.id;
        if (!id)
            throw new Error("Schema is missing an `id` property");
        result.$id = ctx.external.uri(id);
    }
    // when the root was extracted into $defs, `root.schema` is the `$ref` wrapper and `root.def` is the body that now lives under $defs
    assignProps(result, root.defId ? root.schema : (root.def ?? root.schema));
    // The `id` in `.meta()` is a Zod-specific registration tag used to extract schemas into $defs — it is not user-facing JSON Schema metadata. Strip it from the output body where it would otherwise leak. The id is preserved implicitly via the $defs key (and via $ref paths).
    const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
    if (rootMetaId !== undefined && result.id === rootMetaId)
        delete result.id;
    // build defs object. With `external`, `defs` is the shared object every schema writes into, so the same entries are reassigned on every call. Without it, `defs` is fresh per call and must be rebuilt.
    const defs = ctx.external?.defs ?? {};
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.def && seen.defId) {
                if (seen.def.id === seen.defId)
                    delete seen.def.id;
                util_assignProp(defs, seen.defId, seen.def);
            }
        }
    }
    if (ctx.external)
        ctx.sharedEmitDoneFor = ctx.external;
    // set definitions in result
    if (ctx.external) {
    }
    else {
        if (Object.keys(defs).length > 0) {
            if (ctx.target === "draft-2020-12") {
                result.$defs = defs;
            }
            else {
                result.definitions = defs;
            }
        }
    }
    try {
        // this "finalizes" this schema and ensures all cycles are removed each call to finalize() is functionally independent though the seen map is shared
        const finalized = JSON.parse(JSON.stringify(result));
        Object.defineProperty(finalized, "~standard", {
            value: {
                ...schema["~standard"],
                jsonSchema: {
                    input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
                    output: createStandardJSONSchemaMethod(schema, "output", ctx.processors),
                },
            },
            enumerable: false,
            writable: false,
        });
        return finalized;
    }
    catch (_err) {
        throw new Error("Error converting schema to JSON.");
    }
}
function isTransforming(_schema, _ctx) {
    const ctx = _ctx ?? { seen: new Set() };
    if (ctx.seen.has(_schema))
        return false;
    ctx.seen.add(_schema);
    const def = _schema._zod.def;
    if (def.type === "transform")
        return true;
    if (def.type === "array")
        return isTransforming(def.element, ctx);
    if (def.type === "set")
        return isTransforming(def.valueType, ctx);
    if (def.type === "lazy")
        return isTransforming(def.getter(), ctx);
    if (def.type === "promise" ||
        def.type === "optional" ||
        def.type === "nonoptional" ||
        def.type === "nullable" ||
        def.type === "readonly" ||
        def.type === "default" ||
        def.type === "prefault" ||
        def.type === "catch") {
        return isTransforming(def.innerType, ctx);
    }
    if (def.type === "intersection") {
        return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
    }
    if (def.type === "record" || def.type === "map") {
        return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
    }
    if (def.type === "pipe") {
        if (_schema._zod.traits.has("$ZodCodec"))
            return true;
        return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
    }
    if (def.type === "object") {
        for (const key in def.shape) {
            if (isTransforming(def.shape[key], ctx))
                return true;
        }
        return false;
    }
    if (def.type === "union") {
        for (const option of def.options) {
            if (isTransforming(option, ctx))
                return true;
        }
        return false;
    }
    if (def.type === "tuple") {
        for (const item of def.items) {
            if (isTransforming(item, ctx))
                return true;
        }
        if (def.rest && isTransforming(def.rest, ctx))
            return true;
        return false;
    }
    return false;
}
/**
 * Creates a toJSONSchema method for a schema instance.
 * This encapsulates the logic of initializing context, processing, extracting defs, and finalizing.
 */
const createToJSONSchemaMethod = (schema, processors = {}) => (params) => {
    const ctx = to_json_schema_initializeContext({ ...params, processors });
    to_json_schema_processSchema(schema, ctx);
    to_json_schema_extractDefs(ctx, schema);
    return to_json_schema_finalize(ctx, schema);
};
const createStandardJSONSchemaMethod = (schema, io, processors = {}) => (params) => {
    const { libraryOptions, target } = params ?? {};
    const ctx = to_json_schema_initializeContext({ ...(libraryOptions ?? {}), target, io, processors });
    to_json_schema_processSchema(schema, ctx);
    to_json_schema_extractDefs(ctx, schema);
    return to_json_schema_finalize(ctx, schema);
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/json-schema-processors.js




const narrowMin = (agg, key, value) => {
    if (agg[key] === undefined || value > agg[key])
        agg[key] = value;
};
const narrowMax = (agg, key, value) => {
    if (agg[key] === undefined || value < agg[key])
        agg[key] = value;
};
const narrowBoth = (agg, value) => {
    narrowMin(agg, "minimum", value);
    narrowMax(agg, "maximum", value);
};
const addDivisor = (agg, value) => {
    agg.multipleOf ?? (agg.multipleOf = []);
    if (!agg.multipleOf.includes(value))
        agg.multipleOf.push(value);
};
const addPattern = (agg, pattern) => {
    agg.patterns ?? (agg.patterns = new Set());
    agg.patterns.add(pattern);
};
const intersectMime = (agg, mime) => {
    agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
};
// last-wins, matching the bag's historical write order; the flag keeps an integer format from being lost to a later float one
const setFormat = (agg, format) => {
    agg.format = format;
    if (format.includes("int"))
        agg.isInt = true;
};
const minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
const maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
const formatContributor = (ranges) => (agg, def) => {
    setFormat(agg, def.format);
    const [minimum, maximum] = ranges[def.format];
    narrowMin(agg, "minimum", minimum);
    narrowMax(agg, "maximum", maximum);
};
const contributors = {
    greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
    less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
    multiple_of: (agg, def) => addDivisor(agg, def.value),
    number_format: formatContributor(NUMBER_FORMAT_RANGES),
    bigint_format: formatContributor(BIGINT_FORMAT_RANGES),
    min_length: minContributor,
    max_length: maxContributor,
    length_equals: (agg, def) => narrowBoth(agg, def.length),
    min_size: minContributor,
    max_size: maxContributor,
    size_equals: (agg, def) => narrowBoth(agg, def.size),
    string_format: (agg, def) => {
        setFormat(agg, def.format);
        if (def.pattern)
            addPattern(agg, def.pattern);
        if (def.format === "base64" || def.format === "base64url")
            agg.contentEncoding = def.format;
        if (def.local || def.precision === -1)
            agg.laxFormat = true;
    },
    mime_type: (agg, def) => intersectMime(agg, def.mime),
};
function aggregateChecks(schema) {
    const agg = {};
    const def = schema._zod.def;
    // a format schema is its own first check, same rule as $ZodType init
    const list = schema._zod.traits.has("$ZodCheck")
        ? [schema, ...(def.checks ?? [])]
        : (def.checks ?? []);
    for (const ch of list)
        contributors[ch._zod.def.check]?.(agg, ch._zod.def);
    // reconcile with the bag so third-party onattach contributions still land; first-party residue is never tighter than the fold, so merging it back is idempotent for one and additive for the other
    const bag = schema._zod.bag;
    if (bag.minimum !== undefined)
        narrowMin(agg, "minimum", bag.minimum);
    if (bag.exclusiveMinimum !== undefined)
        narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
    if (bag.maximum !== undefined)
        narrowMax(agg, "maximum", bag.maximum);
    if (bag.exclusiveMaximum !== undefined)
        narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
    if (bag.multipleOf !== undefined)
        addDivisor(agg, bag.multipleOf);
    if (bag.format !== undefined) {
        agg.format ?? (agg.format = bag.format);
        if (bag.format.includes("int"))
            agg.isInt = true;
    }
    if (bag.mime)
        intersectMime(agg, bag.mime);
    for (const pattern of bag.patterns ?? [])
        addPattern(agg, pattern);
    return agg;
}
const formatMap = {
    guid: "uuid",
    url: "uri",
    datetime: "date-time",
    json_string: "json-string",
    regex: "", // do not set
};
// ==================== SIMPLE TYPE PROCESSORS ====================
// the runtime patterns are lax so parse paths never overflow the regex stack; the emitted schema swaps in the exact block forms, which zod itself never executes
const exactPatterns = new Map([
    [base64Charset, base64],
    [base64urlCharset, base64url],
]);
const exactPattern = (p) => exactPatterns.get(p) ?? p;
const stringProcessor = (schema, ctx, _json, _params) => {
    const json = _json;
    json.type = "string";
    const { minimum, maximum, format, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minLength = minimum;
    if (typeof maximum === "number")
        json.maxLength = maximum;
    // custom pattern overrides format
    if (format) {
        json.format = formatMap[format] ?? format;
        if (json.format === "")
            delete json.format; // empty format is not valid
        // `z.iso.time()` is never full-time, and `laxFormat` carries the datetime shapes that also accept what their keyword forbids
        if (format === "time" || laxFormat) {
            delete json.format;
        }
    }
    if (contentEncoding)
        json.contentEncoding = contentEncoding;
    if (patterns && patterns.size > 0) {
        const patternList = [...patterns].map(exactPattern);
        if (patternList.length === 1)
            json.pattern = patternList[0].source;
        else if (patternList.length > 1) {
            json.allOf = [
                ...patternList.map((regex) => ({
                    ...(ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0"
                        ? { type: "string" }
                        : {}),
                    pattern: regex.source,
                })),
            ];
        }
    }
};
const numberProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
    json.type = isInt ? "integer" : "number";
    // when both minimum and exclusiveMinimum exist, pick the more restrictive one
    const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
    const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
    const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
    if (exMin) {
        if (legacy) {
            json.minimum = exclusiveMinimum;
            json.exclusiveMinimum = true;
        }
        else {
            json.exclusiveMinimum = exclusiveMinimum;
        }
    }
    else if (typeof minimum === "number") {
        json.minimum = minimum;
    }
    if (exMax) {
        if (legacy) {
            json.maximum = exclusiveMaximum;
            json.exclusiveMaximum = true;
        }
        else {
            json.exclusiveMaximum = exclusiveMaximum;
        }
    }
    else if (typeof maximum === "number") {
        json.maximum = maximum;
    }
    if (multipleOf) {
        // JSON Schema requires a divisor strictly greater than zero, and a non-finite one does not survive JSON at all. A negative divisor accepts exactly what its absolute value accepts, so it still maps; zero, NaN and Infinity have no keyword form.
        const divisors = new Set();
        for (const divisor of multipleOf) {
            if (Number.isFinite(divisor) && divisor !== 0)
                divisors.add(Math.abs(divisor));
            else
                handleUnrepresentable(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
        }
        // chained divisors are a conjunction the keyword cannot carry alone, so extras ride an allOf, same as stacked patterns
        const [first, ...rest] = divisors;
        if (first !== undefined)
            json.multipleOf = first;
        if (rest.length)
            json.allOf = [...(json.allOf ?? []), ...rest.map((m) => ({ multipleOf: m }))];
    }
};
const booleanProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const bigintProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "BigInt cannot be represented in JSON Schema");
};
const symbolProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Symbols cannot be represented in JSON Schema");
};
const nullProcessor = (_schema, ctx, json, _params) => {
    if (ctx.target === "openapi-3.0") {
        json.type = "string";
        json.nullable = true;
        json.enum = [null];
    }
    else {
        json.type = "null";
    }
};
const undefinedProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Undefined cannot be represented in JSON Schema");
};
const voidProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Void cannot be represented in JSON Schema");
};
const neverProcessor = (_schema, _ctx, json, _params) => {
    json.not = {};
};
const anyProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const unknownProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const dateProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Date cannot be represented in JSON Schema");
};
const enumProcessor = (schema, _ctx, json, _params) => {
    const def = schema._zod.def;
    const values = getEnumValues(def.entries);
    // an empty enum accepts nothing, same as z.never()
    if (values.length === 0) {
        json.not = {};
        return;
    }
    // Number enums can have both string and number values
    if (values.every((v) => typeof v === "number"))
        json.type = "number";
    if (values.every((v) => typeof v === "string"))
        json.type = "string";
    json.enum = values;
};
const literalProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // a literal with no values accepts nothing, same as z.never()
    if (def.values.length === 0) {
        json.not = {};
        return;
    }
    const vals = [];
    for (const val of def.values) {
        if (val === undefined) {
            // a custom schema replaces the whole literal, so there is nothing left to accumulate
            if (handleUnrepresentable(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema"))
                return;
            // otherwise do not add to vals
        }
        else if (typeof val === "bigint") {
            if (handleUnrepresentable(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema"))
                return;
            vals.push(Number(val));
        }
        else {
            vals.push(val);
        }
    }
    if (vals.length === 0) {
        // do nothing (an undefined literal was stripped)
    }
    else if (vals.length === 1) {
        const val = vals[0];
        json.type = val === null ? "null" : typeof val;
        if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") {
            json.enum = [val];
        }
        else {
            json.const = val;
        }
    }
    else {
        if (vals.every((v) => typeof v === "number"))
            json.type = "number";
        if (vals.every((v) => typeof v === "string"))
            json.type = "string";
        if (vals.every((v) => typeof v === "boolean"))
            json.type = "boolean";
        if (vals.every((v) => v === null))
            json.type = "null";
        json.enum = vals;
    }
};
const nanProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "NaN cannot be represented in JSON Schema");
};
const templateLiteralProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    const pattern = schema._zod.pattern;
    if (!pattern)
        throw new Error("Pattern not found in template literal");
    _json.type = "string";
    _json.pattern = pattern.source;
};
const fileProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    _json.type = "string";
    _json.format = "binary";
    _json.contentEncoding = "binary";
    const { minimum, maximum, mime } = aggregateChecks(schema);
    if (minimum !== undefined)
        _json.minLength = minimum;
    if (maximum !== undefined)
        _json.maxLength = maximum;
    if (!mime)
        return;
    // an empty intersection means the mime checks share no value, so nothing passes at runtime; `anyOf` must be non-empty, so the false schema is `not: {}`
    if (mime.length === 0)
        _json.not = {};
    else if (mime.length === 1)
        _json.contentMediaType = mime[0];
    // only contentMediaType differs, so the shared props stay at the root
    else
        _json.anyOf = mime.map((m) => ({ contentMediaType: m }));
};
const successProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const customProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
};
const functionProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Function types cannot be represented in JSON Schema");
};
const transformProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
};
const mapProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Map cannot be represented in JSON Schema");
};
const setProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Set cannot be represented in JSON Schema");
};
// ==================== COMPOSITE TYPE PROCESSORS ====================
const arrayProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
    json.type = "array";
    json.items = to_json_schema_processSchema(def.element, ctx, {
        ...params,
        path: [...params.path, "items"],
    });
};
// Transform and catch set `optin = "optional"` at runtime so the parser lets them observe an
// absent key, but their declared input type stays required. An input JSON Schema describes the
// declared type, so resolve past them to the schema that actually carries the optionality.
// Used by both `objectProcessor` (for `required`) and `tupleProcessor` (for `minItems`); see
// wiki/optionality.md, "The JSON Schema emitter reads the *static* value".
function inputOptin(schema) {
    const def = schema._zod.def;
    if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) {
        return inputOptin(def.out);
    }
    if (def.type === "catch") {
        return inputOptin(def.innerType);
    }
    return schema._zod.optin;
}
const objectProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const shape = def.shape;
    // dropping it while still emitting `additionalProperties: false` would emit a schema that rejects data this one requires
    const symbolKeys = Object.getOwnPropertySymbols(shape);
    if (symbolKeys.length &&
        handleUnrepresentable(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) {
        return;
    }
    json.type = "object";
    json.properties = {};
    for (const key in shape) {
        // assignProp so a __proto__ key becomes an own property instead of hitting the inherited setter on the plain {} we build into
        util_assignProp(json.properties, key, to_json_schema_processSchema(shape[key], ctx, {
            ...params,
            path: [...params.path, "properties", key],
        }));
    }
    // required keys
    const requiredKeys = [];
    for (const key of Object.keys(shape)) {
        const field = def.shape[key];
        if (ctx.io === "input" ? inputOptin(field) === undefined : field._zod.optout === undefined) {
            requiredKeys.push(key);
        }
    }
    if (requiredKeys.length > 0) {
        json.required = requiredKeys;
    }
    // catchall
    if (def.catchall?._zod.def.type === "never") {
        // strict
        json.additionalProperties = false;
    }
    else if (!def.catchall) {
        // regular
        if (ctx.io === "output")
            json.additionalProperties = false;
    }
    else if (def.catchall) {
        json.additionalProperties = to_json_schema_processSchema(def.catchall, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
};
const unionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // Exclusive unions (inclusive === false) use oneOf (exactly one match) instead of anyOf (one or more matches). This includes both z.xor() and discriminated unions
    const isExclusive = def.inclusive === false;
    const options = def.options.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [...params.path, isExclusive ? "oneOf" : "anyOf", i],
    }));
    if (isExclusive) {
        json.oneOf = options;
    }
    else {
        json.anyOf = options;
    }
};
const intersectionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const a = to_json_schema_processSchema(def.left, ctx, {
        ...params,
        path: [...params.path, "allOf", 0],
    });
    const b = to_json_schema_processSchema(def.right, ctx, {
        ...params,
        path: [...params.path, "allOf", 1],
    });
    const isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1;
    const allOf = [
        ...(isSimpleIntersection(a) ? a.allOf : [a]),
        ...(isSimpleIntersection(b) ? b.allOf : [b]),
    ];
    json.allOf = allOf;
    // Recorded innermost first, so a nested intersection has already folded by the time this one is considered. The array is the handle rather than the schema, because a wrapper that inherits this schema shares the same array; `finalize` folds every object holding it. See `foldIntersection`.
    ctx.intersections.push(allOf);
};
const tupleProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "array";
    const prefixPath = ctx.target === "draft-2020-12" ? "prefixItems" : "items";
    const restPath = ctx.target === "draft-2020-12" ? "items" : ctx.target === "openapi-3.0" ? "items" : "additionalItems";
    const prefixItems = def.items.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [...params.path, prefixPath, i],
    }));
    const rest = def.rest
        ? to_json_schema_processSchema(def.rest, ctx, {
            ...params,
            path: [...params.path, restPath, ...(ctx.target === "openapi-3.0" ? [def.items.length] : [])],
        })
        : null;
    let minItems = def.items.length;
    while (minItems > 0) {
        const item = def.items[minItems - 1];
        const optional = ctx.io === "input" ? inputOptin(item) !== undefined : item._zod.optout === "optional";
        if (!optional)
            break;
        minItems--;
    }
    const maxItems = def.items.length;
    const isClosed = !def.rest;
    if (ctx.target === "draft-2020-12") {
        json.prefixItems = prefixItems;
        if (isClosed) {
            json.items = false;
        }
        else if (rest) {
            json.items = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else if (ctx.target === "openapi-3.0") {
        json.items = {
            anyOf: prefixItems,
        };
        if (rest) {
            json.items.anyOf.push(rest);
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else {
        json.items = prefixItems;
        if (isClosed) {
            json.additionalItems = false;
        }
        else if (rest) {
            json.additionalItems = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    // explicit user-defined length checks take precedence
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
};
/** JSON object keys are always strings, so a numeric record key schema is re-expressed over the
 * numeric-string form the record parser matches. Deferred to `finalize`, after the flatten: a key
 * behind a wrapper only carries its own `type` before then, and a union key only has its branches.
 *
 * A numeric bound cannot apply to a property name, so `minimum` and its siblings are dropped rather
 * than carried over: keeping them beside `type: "string"` reproduces the match-nothing schema this
 * exists to fix. A key that carries one therefore emits wider than the record parses — `z.record(z.number().min(5), V)`
 * accepts `"3"` — which is the deliberate trade, since throwing on it would reject an ordinary schema
 * outright. */
function stringifyKeyNames(bySchema, json, visited) {
    // an extracted key that rewrites cannot go on sharing its definition — the string form a key position needs is not the number form every other reference wants — so it inlines. One that does not rewrite keeps the `$ref`.
    if (json.$ref) {
        // a recursive key holds its own reference inside its definition, so a node already on the path is left alone rather than resolved again
        if (visited.has(json))
            return json;
        visited.add(json);
        const def = bySchema.get(json)?.def;
        if (!def)
            return json;
        const inlined = stringifyKeyNames(bySchema, def, visited);
        return inlined === def ? json : inlined;
    }
    for (const keyword of ["anyOf", "oneOf"]) {
        const branches = json[keyword];
        if (!Array.isArray(branches))
            continue;
        const mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
        // rebuilding regardless would detach a key that had nothing to re-express, dropping its `$ref` and leaking the internal `id`
        if (mapped.some((branch, i) => branch !== branches[i]))
            json = { ...json, [keyword]: mapped };
    }
    // a member that already admits a string leaves the key unconstrained, so the node's own type re-expresses only when every member is numeric
    const types = Array.isArray(json.type) ? json.type : [json.type];
    const numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer");
    // a heterogeneous key carries no type at all, so its numeric members are caught here instead
    const values = json.enum ?? (json.const !== undefined ? [json.const] : undefined);
    if (!numericType && !values?.some((v) => typeof v === "number"))
        return json;
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format, id, ...rest } = json;
    if (rest.enum)
        rest.enum = rest.enum.map((v) => (typeof v === "number" ? String(v) : v));
    else if (typeof rest.const === "number")
        rest.const = String(rest.const);
    // a heterogeneous key keeps its absent type: the stringified members already say what a key may be
    if (!numericType)
        return rest;
    rest.type = "string";
    if (!values)
        rest.pattern = (types.includes("number") ? number : integer).source;
    return rest;
}
/** Every record of one conversion, so the carriers are found in a single pass rather than once per record. */
const pendingRecords = new WeakMap();
function rewriteKeyNames(ctx) {
    // an extracted key is resolved by the object `extractToDef` left in its place, so the map is built once rather than searched per reference. `_zod.toJSONSchema` can hand the same object to two schemas, so the first entry carrying a body wins, as a search would have found it.
    const bySchema = new Map();
    for (const entry of ctx.seen.values()) {
        if (entry.def && !bySchema.has(entry.schema))
            bySchema.set(entry.schema, entry);
    }
    const rewrites = new Map();
    for (const record of pendingRecords.get(ctx) ?? []) {
        const seen = ctx.seen.get(record);
        const names = (seen?.def ?? seen?.schema)?.propertyNames;
        if (!names || names === true || rewrites.has(names))
            continue;
        const rewritten = stringifyKeyNames(bySchema, names, new Set());
        if (rewritten !== names)
            rewrites.set(names, rewritten);
    }
    if (!rewrites.size)
        return;
    // the flatten has already copied each record's own properties onto every wrapper by reference, and an extracted body is another such copy, so every carrier holding a rewritten key is updated together
    for (const entry of ctx.seen.values()) {
        for (const carrier of [entry.schema, entry.def]) {
            const rewritten = carrier && rewrites.get(carrier.propertyNames);
            if (rewritten)
                carrier.propertyNames = rewritten;
        }
    }
}
const recordProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "object";
    // For looseRecord with regex patterns, use patternProperties. This correctly represents "only validate keys matching the pattern" semantics and composes well with allOf (intersections)
    const keyType = def.keyType;
    const patterns = aggregateChecks(keyType).patterns;
    if (def.mode === "loose" && patterns && patterns.size > 0) {
        // Use patternProperties for looseRecord with regex patterns
        const valueSchema = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "patternProperties", "*"],
        });
        json.patternProperties = {};
        for (const pattern of patterns) {
            util_assignProp(json.patternProperties, exactPattern(pattern).source, valueSchema);
        }
    }
    else {
        // Default behavior: use propertyNames + additionalProperties
        if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
            json.propertyNames = to_json_schema_processSchema(def.keyType, ctx, {
                ...params,
                path: [...params.path, "propertyNames"],
            });
            let pending = pendingRecords.get(ctx);
            if (!pending) {
                pending = [];
                pendingRecords.set(ctx, pending);
                ctx.deferred.push(() => rewriteKeyNames(ctx));
            }
            pending.push(schema);
        }
        json.additionalProperties = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
    // Add required for keys with discrete values (enum, literal, etc.)
    const keyValues = keyType._zod.values;
    // Every key shares one value schema, so an optional-in value makes the whole key set omittable on input. Output keeps them: the exhaustive branch assigns every key, even one whose value came back undefined.
    const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== undefined;
    if (keyValues && !def.partial && !omittableOnInput) {
        const validKeyValues = [...keyValues].filter((v) => typeof v === "string" || typeof v === "number");
        if (validKeyValues.length > 0) {
            json.required = validKeyValues.map(String);
        }
    }
};
const nullableProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const inner = to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    if (ctx.target === "openapi-3.0") {
        seen.ref = def.innerType;
        json.nullable = true;
    }
    else {
        json.anyOf = [inner, { type: "null" }];
    }
};
const nonoptionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
/** Round-trips a default value through JSON so the emitted schema is guaranteed to be valid JSON.
 * A BigInt has no reliable encoding, so it goes through `unrepresentable` like any other
 * unrepresentable value. Returns a sentinel when the caller must not write a default of its own. */
const UNREPRESENTABLE_DEFAULT = Symbol();
function serializeDefaultValue(value, schema, ctx, json, params) {
    let unrepresentable = false;
    const serialized = JSON.stringify(value, (_, val) => {
        if (typeof val !== "bigint")
            return val;
        unrepresentable = true;
        return null;
    });
    if (!unrepresentable)
        return JSON.parse(serialized);
    handleUnrepresentable(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema");
    return UNREPRESENTABLE_DEFAULT;
}
const defaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json.default = value;
};
const prefaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    if (ctx.io !== "input")
        return;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json._prefault = value;
};
const catchProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    let catchValue;
    try {
        catchValue = def.catchValue(undefined);
    }
    catch {
        handleUnrepresentable(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
        return;
    }
    json.default = catchValue;
};
const pipeProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    const inIsTransform = def.in._zod.traits.has("$ZodTransform");
    const innerType = ctx.io === "input" ? (inIsTransform ? def.out : def.in) : def.out;
    to_json_schema_processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
const readonlyProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    json.readOnly = true;
};
const promiseProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const optionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const lazyProcessor = (schema, ctx, _json, params) => {
    const innerType = schema._zod.innerType;
    to_json_schema_processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
// ==================== ALL PROCESSORS ====================
const allProcessors = {
    string: stringProcessor,
    number: numberProcessor,
    boolean: booleanProcessor,
    bigint: bigintProcessor,
    symbol: symbolProcessor,
    null: nullProcessor,
    undefined: undefinedProcessor,
    void: voidProcessor,
    never: neverProcessor,
    any: anyProcessor,
    unknown: unknownProcessor,
    date: dateProcessor,
    enum: enumProcessor,
    literal: literalProcessor,
    nan: nanProcessor,
    template_literal: templateLiteralProcessor,
    file: fileProcessor,
    success: successProcessor,
    custom: customProcessor,
    function: functionProcessor,
    transform: transformProcessor,
    map: mapProcessor,
    set: setProcessor,
    array: arrayProcessor,
    object: objectProcessor,
    union: unionProcessor,
    intersection: intersectionProcessor,
    tuple: tupleProcessor,
    record: recordProcessor,
    nullable: nullableProcessor,
    nonoptional: nonoptionalProcessor,
    default: defaultProcessor,
    prefault: prefaultProcessor,
    catch: catchProcessor,
    pipe: pipeProcessor,
    readonly: readonlyProcessor,
    promise: promiseProcessor,
    optional: optionalProcessor,
    lazy: lazyProcessor,
};
function toJSONSchema(input, params) {
    if ("_idmap" in input) {
        // Registry case
        const registry = input;
        const ctx = initializeContext({ ...params, processors: allProcessors });
        const defs = {};
        // First pass: process all schemas to build the seen map
        for (const entry of registry._idmap.entries()) {
            const [_, schema] = entry;
            processSchema(schema, ctx);
        }
        const schemas = {};
        const external = {
            registry,
            uri: params?.uri,
            defs,
        };
        // Update the context with external configuration
        ctx.external = external;
        // Second pass: emit each schema
        for (const entry of registry._idmap.entries()) {
            const [key, schema] = entry;
            extractDefs(ctx, schema);
            assignProp(schemas, key, finalize(ctx, schema));
        }
        if (Object.keys(defs).length > 0) {
            const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
            schemas.__shared = {
                [defsSegment]: defs,
            };
        }
        return { schemas };
    }
    // Single schema case
    const ctx = initializeContext({ ...params, processors: allProcessors });
    processSchema(input, ctx);
    extractDefs(ctx, input);
    return finalize(ctx, input);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/en.js

const error = () => {
    const Sizable = {
        string: { unit: "characters", verb: "to have" },
        file: { unit: "bytes", verb: "to have" },
        array: { unit: "items", verb: "to have" },
        set: { unit: "items", verb: "to have" },
        map: { unit: "entries", verb: "to have" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "email address",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datetime",
        date: "ISO date",
        time: "ISO time",
        duration: "ISO duration",
        ipv4: "IPv4 address",
        ipv6: "IPv6 address",
        mac: "MAC address",
        cidrv4: "IPv4 range",
        cidrv6: "IPv6 range",
        base64: "base64-encoded string",
        base64url: "base64url-encoded string",
        json_string: "JSON string",
        e164: "E.164 number",
        currency_code: "currency code",
        credit_card: "credit card number",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    // type names: missing keys = do not translate (use raw value via ?? fallback)
    const TypeDictionary = {
        // Compatibility: "nan" -> "NaN" for display
        nan: "NaN",
        // All other type names omitted - they fall back to raw values via ?? operator
    };
    function getTypeName(type, input) {
        if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
            return String(input);
        }
        return TypeDictionary[type] ?? type;
    }
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = getTypeName(issue.expected);
                const receivedType = parsedType(issue.input);
                const received = getTypeName(receivedType, issue.input);
                return `Invalid input: expected ${expected}, received ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Invalid input: expected ${stringifyPrimitive(issue.values[0])}`;
                return `Invalid option: expected one of ${joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
                return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Invalid string: must start with "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Invalid string: must end with "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Invalid string: must include "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Invalid string: must match pattern ${_issue.pattern}`;
                return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Invalid number: must be a multiple of ${issue.divisor}`;
            case "unrecognized_keys":
                return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Invalid key in ${issue.origin}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `Invalid discriminator value. Expected ${opts}`;
                }
                if (issue.inclusive === false) {
                    return "Invalid input: more than one option matched";
                }
                return "Invalid input";
            case "invalid_element":
                return `Invalid value in ${issue.origin}`;
            default:
                return `Invalid input`;
        }
    };
};
/* harmony default export */ function en() {
    return {
        localeError: error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/errors.js


/* Computing the message eagerly is expensive (pretty-printed JSON of all
 * issues), so defer it until first read. The accessor functions and
 * descriptors are shared across instances to keep error construction
 * cheap; the computed message is cached on the internals object. The
 * setter preserves plain assignment semantics for consumers that
 * overwrite `message`. */
function _getMessage() {
    const internals = this._zod;
    internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
    return internals.message;
}
function _setMessage(value) {
    this._zod.message = value;
}
const _messageDesc = {
    get: _getMessage,
    set: _setMessage,
    enumerable: true,
    configurable: true,
};
const _issuesDesc = { value: undefined, enumerable: false };
/* Prototypes that already carry the lazy `toString`. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
const initializer = (inst, def) => {
    inst.name = "$ZodError";
    // `_zod` is already non-enumerable: $constructor's init defined it with this same descriptor
    _issuesDesc.value = def;
    Object.defineProperty(inst, "issues", _issuesDesc);
    // Clear the shared slot; a retained `value` pins the last error's issues.
    _issuesDesc.value = undefined;
    Object.defineProperty(inst, "message", _messageDesc);
    /* `toString` lives as a non-enumerable lazy getter on the shared
     * prototype; on first access it caches a per-instance closure so
     * detached usage still works. */
    const proto = Object.getPrototypeOf(inst);
    if (!_installedToString.has(proto)) {
        _installedToString.add(proto);
        Object.defineProperty(proto, "toString", {
            configurable: true,
            enumerable: false,
            get() {
                const value = () => this.message;
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
                return value;
            },
            set(value) {
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
            },
        });
    }
};
const $ZodError = $constructor("$ZodError", initializer);
const $ZodRealError = $constructor("$ZodError", initializer, undefined, {
    Parent: Error,
});
/** Get-or-create `obj[key]` as an own data property. A path segment naming an inherited member
 * ("toString", "constructor") would otherwise read through to the prototype, and assigning
 * "__proto__" would hit the setter instead of creating a key. */
function node(obj, key, make) {
    if (!Object.prototype.hasOwnProperty.call(obj, key)) {
        if (key === "__proto__") {
            Object.defineProperty(obj, key, { value: make(), writable: true, enumerable: true, configurable: true });
        }
        else {
            obj[key] = make();
        }
    }
    return obj[key];
}
function flattenError(error, mapper = (issue) => issue.message) {
    const fieldErrors = {};
    const formErrors = [];
    for (const sub of error.issues) {
        if (sub.path.length > 0) {
            node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
        }
        else {
            formErrors.push(mapper(sub));
        }
    }
    return { formErrors, fieldErrors };
}
function formatError(error, mapper = (issue) => issue.message) {
    const fieldErrors = { _errors: [] };
    const processError = (error, path = []) => {
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    fieldErrors._errors.push(mapper(issue));
                }
                else {
                    let curr = fieldErrors;
                    let i = 0;
                    while (i < fullpath.length) {
                        const el = fullpath[i];
                        const terminal = i === fullpath.length - 1;
                        // `_errors` is reserved by this legacy format, so merge a matching path segment into the current node instead of treating its array as a child.
                        if (el === "_errors") {
                            if (terminal)
                                curr._errors.push(mapper(issue));
                            i++;
                            continue;
                        }
                        // A path element may collide with an inherited property name such as
                        // "__proto__" or "constructor". Truthiness checks read the prototype
                        // (so no node is created, then ._errors.push throws), and bracket
                        // assignment of "__proto__" hits the setter instead of creating an
                        // own key. Guard the read with hasOwnProperty and create the node
                        // with defineProperty so any path element becomes a real own key.
                        if (!Object.prototype.hasOwnProperty.call(curr, el)) {
                            Object.defineProperty(curr, el, {
                                value: { _errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        const node = curr[el];
                        if (terminal) {
                            node._errors.push(mapper(issue));
                        }
                        curr = node;
                        i++;
                    }
                }
            }
        }
    };
    processError(error);
    return fieldErrors;
}
function treeifyError(error, mapper = (issue) => issue.message) {
    const result = { errors: [] };
    const processError = (error, path = []) => {
        var _a;
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                // regular union error
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    result.errors.push(mapper(issue));
                    continue;
                }
                let curr = result;
                let i = 0;
                while (i < fullpath.length) {
                    const el = fullpath[i];
                    const terminal = i === fullpath.length - 1;
                    if (typeof el === "string") {
                        curr.properties ?? (curr.properties = {});
                        // el may collide with an inherited property name ("__proto__",
                        // "constructor", ...); ??= reads the prototype so the node is never
                        // created and curr.errors.push throws. Guard with hasOwnProperty and
                        // create the node with defineProperty so "__proto__" becomes a real
                        // own key rather than invoking the prototype setter.
                        if (!Object.prototype.hasOwnProperty.call(curr.properties, el)) {
                            Object.defineProperty(curr.properties, el, {
                                value: { errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        curr = curr.properties[el];
                    }
                    else {
                        curr.items ?? (curr.items = []);
                        (_a = curr.items)[el] ?? (_a[el] = { errors: [] });
                        curr = curr.items[el];
                    }
                    if (terminal) {
                        curr.errors.push(mapper(issue));
                    }
                    i++;
                }
            }
        }
    };
    processError(error);
    return result;
}
/** Format a ZodError as a human-readable string in the following form.
 *
 * From
 *
 * ```ts
 * ZodError {
 *   issues: [
 *     {
 *       expected: 'string',
 *       code: 'invalid_type',
 *       path: [ 'username' ],
 *       message: 'Invalid input: expected string'
 *     },
 *     {
 *       expected: 'number',
 *       code: 'invalid_type',
 *       path: [ 'favoriteNumbers', 1 ],
 *       message: 'Invalid input: expected number'
 *     }
 *   ];
 * }
 * ```
 *
 * to
 *
 * ```
 * username
 *   ✖ Expected number, received string at "username
 * favoriteNumbers[0]
 *   ✖ Invalid input: expected number
 * ```
 */
function toDotPath(_path) {
    const segs = [];
    const path = _path.map((seg) => (typeof seg === "object" ? seg.key : seg));
    for (const seg of path) {
        if (typeof seg === "number")
            segs.push(`[${seg}]`);
        else if (typeof seg === "symbol")
            segs.push(`[${JSON.stringify(String(seg))}]`);
        else if (/[^\w$]/.test(seg))
            segs.push(`[${JSON.stringify(seg)}]`);
        else {
            if (segs.length)
                segs.push(".");
            segs.push(seg);
        }
    }
    return segs.join("");
}
function prettifyError(error) {
    const lines = [];
    // sort by path length
    const issues = [...error.issues].sort((a, b) => (a.path ?? []).length - (b.path ?? []).length);
    // Process each issue
    for (const issue of issues) {
        lines.push(`✖ ${issue.message}`);
        if (issue.path?.length)
            lines.push(`  → at ${toDotPath(issue.path)}`);
    }
    // Convert Map to formatted string
    return lines.join("\n");
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/parse.js



// Always both keys, so the `_params` read site in `_parse` sees one object shape rather than two.
function finalizeParams(callee, params) {
    return { callee: params?.callee ?? callee, Err: params?.Err };
}
const _parse = (_Err) => {
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
        const result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise) {
            throw new $ZodAsyncError();
        }
        if (result.issues.length) {
            const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
            captureStackTrace(e, _params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parse = /* @__PURE__*/ _parse($ZodRealError);
const _parseAsync = (_Err) => {
    const fn = async (schema, value, _ctx, params) => {
        const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
        let result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise)
            result = await result;
        if (result.issues.length) {
            const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
            captureStackTrace(e, params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parseAsync = /* @__PURE__*/ _parseAsync($ZodRealError);
const _safeParse = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
        throw new $ZodAsyncError();
    }
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParse = /* @__PURE__*/ _safeParse($ZodRealError);
// the error is built on the first read of `error`: finalizing the issues and constructing the instance is most of a failing parse, and a caller that only branches on `success` never pays it. a getter in the literal keeps this small; the alternative, one shared accessor descriptor plus a hidden state slot, reads ~15% faster but costs ~75 B gzipped in every bundle
function failure(Err, issues, ctx) {
    let error;
    return {
        success: false,
        get error() {
            if (!error) {
                error = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
                // finalizeIssue drops `input`, so the built error holds nothing; keeping the raw issues past this point pins the parsed value for the life of the result
                issues = undefined;
                ctx = undefined;
            }
            return error;
        },
        set error(e) {
            error = e;
            // a replacement makes the getter's branch unreachable, so the captures have to go here too
            issues = undefined;
            ctx = undefined;
        },
    };
}
const _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParseAsync = /* @__PURE__*/ _safeParseAsync($ZodRealError);
// registry mirrors of the compiler's sentinels, so this module never imports the compiler
const COMPILE_INVALID = /* @__PURE__ */ Symbol.for("zod.compile.invalid");
const COMPILE_FALLBACK = /* @__PURE__ */ Symbol.for("zod.compile.fallback");
// Deliberately tiny, because v8 will not inline a body carrying the fallback's object literals and throw. Everything that is not the compiled happy path lives in validateFallback, and that split is worth ~35% on a compiled schema.
const validate = ((schema, value, _ctx) => {
    const validator = schema._zod.bag.validator;
    if (validator !== undefined) {
        if (validator(value) !== COMPILE_INVALID)
            return true;
        // a definite sentinel means the runtime would reject, so skip the re-parse; a ctx can still change the answer
        if (validator.definite === true && _ctx === undefined)
            return false;
    }
    return validateFallback(schema, value, _ctx);
});
function validateFallback(schema, value, _ctx) {
    const ctx = _ctx
        ? { ..._ctx, async: false, abortEarly: true }
        : { async: false, abortEarly: true };
    const fallbackRun = schema._zod.bag.fallbackRun;
    let result;
    if (fallbackRun) {
        // skip nested fast paths on the fallback, so user callbacks keep the at-most-twice bound
        ctx[COMPILE_FALLBACK] = true;
        result = fallbackRun({ value, issues: [] }, ctx);
    }
    else {
        result = schema._zod.run({ value, issues: [] }, ctx);
    }
    if (result instanceof Promise) {
        throw new $ZodAsyncError();
    }
    return result.issues.length === 0;
}
// no fast path: the compiler keeps async parses on the runtime, because a promise-returning callback that is not declared async compiles to a throw
const parse_validateAsync = async (schema, value, _ctx) => {
    const ctx = _ctx
        ? { ..._ctx, async: true, abortEarly: true }
        : { async: true, abortEarly: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length === 0;
};
const _encode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return parse(schema, value, ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const encode = /* @__PURE__*/ _encode($ZodRealError);
const _decode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        return parse(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decode = /* @__PURE__*/ _decode($ZodRealError);
const _encodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return (await parseAsync(schema, value, ctx, finalizeParams(fn, _params)));
    };
    return fn;
};
const encodeAsync = /* @__PURE__*/ _encodeAsync($ZodRealError);
const _decodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        return await parseAsync(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decodeAsync = /* @__PURE__*/ _decodeAsync($ZodRealError);
const _safeEncode = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParse(_Err)(schema, value, ctx);
};
const safeEncode = /* @__PURE__*/ _safeEncode($ZodRealError);
const _safeDecode = (_Err) => (schema, value, _ctx) => {
    return _safeParse(_Err)(schema, value, _ctx);
};
const safeDecode = /* @__PURE__*/ _safeDecode($ZodRealError);
const _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParseAsync(_Err)(schema, value, ctx);
};
const safeEncodeAsync = /* @__PURE__*/ _safeEncodeAsync($ZodRealError);
const _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
    return _safeParseAsync(_Err)(schema, value, _ctx);
};
const safeDecodeAsync = /* @__PURE__*/ _safeDecodeAsync($ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/errors.js



/* Prototypes that already carry the lazy helper methods. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
/* Helper methods live as non-enumerable lazy getters on the shared
 * prototype instead of own properties on every instance. On first
 * access the getter allocates the per-instance closure and caches it
 * as a non-enumerable own property, so detached usage still works and
 * the allocation only happens for methods actually touched. */
function _lazyMethod(proto, key, make) {
    Object.defineProperty(proto, key, {
        configurable: true,
        enumerable: false,
        get() {
            const value = make(this);
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
            return value;
        },
        set(value) {
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
        },
    });
}
const errors_initializer = (inst, issues) => {
    $ZodError.init(inst, issues);
    inst.name = "ZodError";
    const proto = Object.getPrototypeOf(inst);
    if (_installedErrorProtos.has(proto))
        return;
    _installedErrorProtos.add(proto);
    _lazyMethod(proto, "format", (self) => (mapper) => formatError(self, mapper));
    _lazyMethod(proto, "flatten", (self) => (mapper) => flattenError(self, mapper));
    _lazyMethod(proto, "addIssue", (self) => (issue) => {
        self.issues.push(issue);
        self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
    });
    _lazyMethod(proto, "addIssues", (self) => (issues) => {
        self.issues.push(...issues);
        self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
    });
    Object.defineProperty(proto, "isEmpty", {
        configurable: true,
        enumerable: false,
        get() {
            return this.issues.length === 0;
        },
    });
};
const ZodError = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodError", errors_initializer)));
const ZodRealError = /*@__PURE__*/ $constructor("ZodError", errors_initializer, undefined, {
    Parent: Error,
});
// /** @deprecated Use `z.core.$ZodErrorMapCtx` instead. */
// export type ErrorMapCtx = core.$ZodErrorMapCtx;

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/parse.js


const classic_parse_parse = /* @__PURE__ */ _parse(ZodRealError);
const classic_parse_parseAsync = /* @__PURE__ */ _parseAsync(ZodRealError);
const parse_safeParse = /* @__PURE__ */ _safeParse(ZodRealError);
const parse_safeParseAsync = /* @__PURE__ */ _safeParseAsync(ZodRealError);

// Codec functions
const parse_encode = /* @__PURE__ */ _encode(ZodRealError);
const parse_decode = /* @__PURE__ */ _decode(ZodRealError);
const parse_encodeAsync = /* @__PURE__ */ _encodeAsync(ZodRealError);
const parse_decodeAsync = /* @__PURE__ */ _decodeAsync(ZodRealError);
const parse_safeEncode = /* @__PURE__ */ _safeEncode(ZodRealError);
const parse_safeDecode = /* @__PURE__ */ _safeDecode(ZodRealError);
const parse_safeEncodeAsync = /* @__PURE__ */ _safeEncodeAsync(ZodRealError);
const parse_safeDecodeAsync = /* @__PURE__ */ _safeDecodeAsync(ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/schemas.js








// Register English as the default locale on first ZodType construction. Hooked into the `ZodType` `$constructor` (rather than a top-level `config(en())` in `external.ts`) so bundlers honoring `sideEffects: false` can't tree-shake it out — see #5953, #5725. An explicit `z.config(z.locales.xx())` call wins regardless of order, since this only sets the default when none is present.
function _ensureDefaultLocale() {
    if (!globalConfig.localeError)
        config(en());
}
// the default memoizer is read by the core container init, which runs before `ZodType.init`, so each container calls this first
function _ensureDefaultMemoizer() {
    if (!globalConfig.memoizer)
        config({ memoizer: memoizer() });
}
const ZodType = /*@__PURE__*/ $constructor("ZodType", (inst, def) => {
    _ensureDefaultLocale();
    $ZodType.init(inst, def);
    inst.def = def;
    inst.type = def.type;
    return inst;
}, {
    check(...chks) {
        const def = this.def;
        return this.clone(mergeDefs(def, {
            checks: [
                ...(def.checks ?? []),
                ...chks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch),
            ],
        }), { parent: true });
    },
    with(...chks) {
        return this.check(...chks);
    },
    clone(def, params) {
        return clone(this, def, params);
    },
    brand() {
        return this;
    },
    register(reg, meta) {
        reg.add(this, meta);
        return this;
    },
    refine(check, params) {
        return this.check(refine(check, params));
    },
    superRefine(refinement, params) {
        return this.check(superRefine(refinement, params));
    },
    overwrite(fn) {
        return this.check(_overwrite(fn));
    },
    optional() {
        return optional(this);
    },
    exactOptional() {
        return exactOptional(this);
    },
    nullable() {
        return nullable(this);
    },
    nullish() {
        return optional(nullable(this));
    },
    nonoptional(params) {
        return nonoptional(this, params);
    },
    array() {
        return array(this);
    },
    or(arg) {
        return union([this, arg]);
    },
    and(arg) {
        return intersection(this, arg);
    },
    transform(tx) {
        return pipe(this, transform(tx));
    },
    default(d) {
        return schemas_default(this, d);
    },
    prefault(d) {
        return prefault(this, d);
    },
    catch(params) {
        return schemas_catch(this, params);
    },
    pipe(target) {
        return pipe(this, target);
    },
    readonly() {
        return readonly(this);
    },
    describe(description) {
        const cl = this.clone();
        globalRegistry.add(cl, { description });
        return cl;
    },
    meta(...args) {
        // overloaded: meta() returns the registered metadata, meta(data) returns a clone with `data` registered. The mapped type picks up the second overload, so we accept variadic any-args and return `any` to satisfy both at runtime.
        if (args.length === 0)
            return globalRegistry.get(this);
        const cl = this.clone();
        globalRegistry.add(cl, args[0]);
        return cl;
    },
    isOptional() {
        return this.safeParse(undefined).success;
    },
    isNullable() {
        return this.safeParse(null).success;
    },
    apply(fn, ...args) {
        return args.length === 0 ? fn(this) : fn(this, ...args);
    },
    // Overrides core's `~standard` to add `jsonSchema`. Must stay a prototype entry: redefining it per instance demotes instances to dictionary mode.
    get "~standard"() {
        return hide(this, "~standard", {
            ...standardProps(this),
            jsonSchema: {
                input: createStandardJSONSchemaMethod(this, "input"),
                output: createStandardJSONSchemaMethod(this, "output"),
            },
        });
    },
    set "~standard"(value) {
        own(this, "~standard", value);
    },
    parse: function _parse(data, params) {
        return classic_parse_parse(this, data, params, { callee: _parse });
    },
    parseAsync: async function _parseAsync(data, params) {
        return await classic_parse_parseAsync(this, data, params, { callee: _parseAsync });
    },
    safeParse(data, params) {
        return parse_safeParse(this, data, params);
    },
    async safeParseAsync(data, params) {
        return parse_safeParseAsync(this, data, params);
    },
    // `spa` is an alias: same function object as `safeParseAsync`, as before.
    get spa() {
        return this?.safeParseAsync;
    },
    set spa(value) {
        own(this, "spa", value);
    },
    validate(data, params) {
        return validate(this, data, params);
    },
    validateAsync(data, params) {
        return parse_validateAsync(this, data, params);
    },
    encode: function _encode(data, params) {
        return parse_encode(this, data, params, { callee: _encode });
    },
    decode: function _decode(data, params) {
        return parse_decode(this, data, params, { callee: _decode });
    },
    encodeAsync: async function _encodeAsync(data, params) {
        return await parse_encodeAsync(this, data, params, { callee: _encodeAsync });
    },
    decodeAsync: async function _decodeAsync(data, params) {
        return await parse_decodeAsync(this, data, params, { callee: _decodeAsync });
    },
    safeEncode(data, params) {
        return parse_safeEncode(this, data, params);
    },
    safeDecode(data, params) {
        return parse_safeDecode(this, data, params);
    },
    async safeEncodeAsync(data, params) {
        return parse_safeEncodeAsync(this, data, params);
    },
    async safeDecodeAsync(data, params) {
        return parse_safeDecodeAsync(this, data, params);
    },
    toJSONSchema(params) {
        return createToJSONSchemaMethod(this, {})(params);
    },
    // Reads through to the registry on every access, so it must not cache.
    get description() {
        return globalRegistry.get(this)?.description;
    },
    // No setter: `schema._def = x` throws, as it did when `_def` was a non-writable own property.
    get _def() {
        return this._zod.def;
    },
});
/** @internal */
const _ZodString = /*@__PURE__*/ $constructor("_ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => stringProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ derived({
    format: (inst) => aggregateChecks(inst).format ?? null,
    minLength: (inst) => aggregateChecks(inst).minimum ?? null,
    maxLength: (inst) => aggregateChecks(inst).maximum ?? null,
}, {
    regex(...args) {
        return this.check(_regex(...args));
    },
    includes(...args) {
        return this.check(_includes(...args));
    },
    startsWith(...args) {
        return this.check(_startsWith(...args));
    },
    endsWith(...args) {
        return this.check(_endsWith(...args));
    },
    min(...args) {
        return this.check(_minLength(...args));
    },
    max(...args) {
        return this.check(_maxLength(...args));
    },
    length(...args) {
        return this.check(_length(...args));
    },
    nonempty(...args) {
        return this.check(_minLength(1, ...args));
    },
    lowercase(params) {
        return this.check(_lowercase(params));
    },
    uppercase(params) {
        return this.check(_uppercase(params));
    },
    trim() {
        return this.check(_trim());
    },
    normalize(...args) {
        return this.check(_normalize(...args));
    },
    toLowerCase() {
        return this.check(_toLowerCase());
    },
    toUpperCase() {
        return this.check(_toUpperCase());
    },
    slugify() {
        return this.check(_slugify());
    },
}));
const ZodString = /*@__PURE__*/ $constructor("ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    _ZodString.init(inst, def);
}, {
    email(params) {
        return this.check(_email(ZodEmail, params));
    },
    url(params) {
        return this.check(_url(ZodURL, params));
    },
    jwt(params) {
        return this.check(_jwt(ZodJWT, params));
    },
    emoji(params) {
        return this.check(api_emoji(ZodEmoji, params));
    },
    guid(params) {
        return this.check(_guid(ZodGUID, params));
    },
    uuid(params) {
        return this.check(_uuid(ZodUUID, params));
    },
    uuidv4(params) {
        return this.check(_uuidv4(ZodUUID, params));
    },
    uuidv6(params) {
        return this.check(_uuidv6(ZodUUID, params));
    },
    uuidv7(params) {
        return this.check(_uuidv7(ZodUUID, params));
    },
    nanoid(params) {
        return this.check(_nanoid(ZodNanoID, params));
    },
    cuid(params) {
        return this.check(_cuid(ZodCUID, params));
    },
    cuid2(params) {
        return this.check(_cuid2(ZodCUID2, params));
    },
    ulid(params) {
        return this.check(_ulid(ZodULID, params));
    },
    base64(params) {
        return this.check(_base64(ZodBase64, params));
    },
    base64url(params) {
        return this.check(_base64url(ZodBase64URL, params));
    },
    xid(params) {
        return this.check(_xid(ZodXID, params));
    },
    ksuid(params) {
        return this.check(_ksuid(ZodKSUID, params));
    },
    ipv4(params) {
        return this.check(_ipv4(ZodIPv4, params));
    },
    ipv6(params) {
        return this.check(_ipv6(ZodIPv6, params));
    },
    cidrv4(params) {
        return this.check(_cidrv4(ZodCIDRv4, params));
    },
    cidrv6(params) {
        return this.check(_cidrv6(ZodCIDRv6, params));
    },
    e164(params) {
        return this.check(_e164(ZodE164, params));
    },
    datetime(params) {
        return this.check(_isoDateTime(ZodISODateTime, params));
    },
    date(params) {
        return this.check(_isoDate(ZodISODate, params));
    },
    time(params) {
        return this.check(_isoTime(ZodISOTime, params));
    },
    duration(params) {
        return this.check(_isoDuration(ZodISODuration, params));
    },
});
function schemas_string(params) {
    return _string(ZodString, params);
}
const ZodStringFormat = /*@__PURE__*/ $constructor("ZodStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    _ZodString.init(inst, def);
});
const ZodISODateTime = /*@__PURE__*/ $constructor("ZodISODateTime", (inst, def) => {
    $ZodISODateTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODate = /*@__PURE__*/ $constructor("ZodISODate", (inst, def) => {
    $ZodISODate.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISOTime = /*@__PURE__*/ $constructor("ZodISOTime", (inst, def) => {
    $ZodISOTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODuration = /*@__PURE__*/ $constructor("ZodISODuration", (inst, def) => {
    $ZodISODuration.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodEmail = /*@__PURE__*/ $constructor("ZodEmail", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmail.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_email(params) {
    return core._email(ZodEmail, params);
}
const ZodGUID = /*@__PURE__*/ $constructor("ZodGUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodGUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_guid(params) {
    return core._guid(ZodGUID, params);
}
const ZodUUID = /*@__PURE__*/ $constructor("ZodUUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodUUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_uuid(params) {
    return core._uuid(ZodUUID, params);
}
function uuidv4(params) {
    return core._uuidv4(ZodUUID, params);
}
// ZodUUIDv6
function uuidv6(params) {
    return core._uuidv6(ZodUUID, params);
}
// ZodUUIDv7
function uuidv7(params) {
    return core._uuidv7(ZodUUID, params);
}
const ZodURL = /*@__PURE__*/ $constructor("ZodURL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodURL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function url(params) {
    return core._url(ZodURL, params);
}
function httpUrl(params) {
    return core._url(ZodURL, {
        protocol: regexes.httpProtocol,
        hostname: regexes.domain,
        ...util.normalizeParams(params),
    });
}
const ZodEmoji = /*@__PURE__*/ $constructor("ZodEmoji", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmoji.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_emoji(params) {
    return core._emoji(ZodEmoji, params);
}
const ZodNanoID = /*@__PURE__*/ $constructor("ZodNanoID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodNanoID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_nanoid(params) {
    return core._nanoid(ZodNanoID, params);
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const ZodCUID = /*@__PURE__*/ $constructor("ZodCUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
/**
 * Validates a CUID v1 string.
 *
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2 | `z.cuid2()`} instead.
 * See https://github.com/paralleldrive/cuid.
 */
function schemas_cuid(params) {
    return core._cuid(ZodCUID, params);
}
const ZodCUID2 = /*@__PURE__*/ $constructor("ZodCUID2", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID2.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cuid2(params) {
    return core._cuid2(ZodCUID2, params);
}
const ZodULID = /*@__PURE__*/ $constructor("ZodULID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodULID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ulid(params) {
    return core._ulid(ZodULID, params);
}
const ZodXID = /*@__PURE__*/ $constructor("ZodXID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodXID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_xid(params) {
    return core._xid(ZodXID, params);
}
const ZodKSUID = /*@__PURE__*/ $constructor("ZodKSUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodKSUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ksuid(params) {
    return core._ksuid(ZodKSUID, params);
}
const ZodIPv4 = /*@__PURE__*/ $constructor("ZodIPv4", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ipv4(params) {
    return core._ipv4(ZodIPv4, params);
}
const ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMAC", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodMAC.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_mac(params) {
    return core._mac(ZodMAC, params);
}
const ZodIPv6 = /*@__PURE__*/ $constructor("ZodIPv6", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ipv6(params) {
    return core._ipv6(ZodIPv6, params);
}
const ZodCIDRv4 = /*@__PURE__*/ $constructor("ZodCIDRv4", (inst, def) => {
    $ZodCIDRv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cidrv4(params) {
    return core._cidrv4(ZodCIDRv4, params);
}
const ZodCIDRv6 = /*@__PURE__*/ $constructor("ZodCIDRv6", (inst, def) => {
    $ZodCIDRv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cidrv6(params) {
    return core._cidrv6(ZodCIDRv6, params);
}
const ZodBase64 = /*@__PURE__*/ $constructor("ZodBase64", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_base64(params) {
    return core._base64(ZodBase64, params);
}
const ZodBase64URL = /*@__PURE__*/ $constructor("ZodBase64URL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64URL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_base64url(params) {
    return core._base64url(ZodBase64URL, params);
}
const ZodE164 = /*@__PURE__*/ $constructor("ZodE164", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodE164.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_e164(params) {
    return core._e164(ZodE164, params);
}
const ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCreditCard", (inst, def) => {
    core.$ZodCreditCard.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_creditCard(params) {
    return core._creditCard(ZodCreditCard, params);
}
const ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodIBAN", (inst, def) => {
    core.$ZodIBAN.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_iban(params) {
    return core._iban(ZodIBAN, params);
}
const ZodJWT = /*@__PURE__*/ $constructor("ZodJWT", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodJWT.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function jwt(params) {
    return core._jwt(ZodJWT, params);
}
const ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCustomStringFormat", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodCustomStringFormat.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function stringFormat(format, fnOrRegex, _params = {}) {
    return core._stringFormat(ZodCustomStringFormat, format, fnOrRegex, _params);
}
function schemas_hostname(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hostname", regexes.hostname, _params);
}
function schemas_hex(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hex", regexes.hex, _params);
}
function schemas_currencyCode(_params) {
    return core._stringFormat(ZodCustomStringFormat, "currency_code", regexes.currencyCode, _params);
}
function hash(alg, params) {
    const enc = params?.enc ?? "hex";
    const format = `${alg}_${enc}`;
    const regex = core.regexes[format];
    if (!regex)
        throw new Error(`Unrecognized hash format: ${format}`);
    return core._stringFormat(ZodCustomStringFormat, format, regex, params);
}
const ZodNumber = /*@__PURE__*/ $constructor("ZodNumber", (inst, def) => {
    $ZodNumber.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => numberProcessor(inst, ctx, json, params);
    inst.isFinite = true;
}, 
/*@__PURE__*/ derived({
    minValue: (inst) => {
        const { minimum, exclusiveMinimum } = aggregateChecks(inst);
        return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
    },
    maxValue: (inst) => {
        const { maximum, exclusiveMaximum } = aggregateChecks(inst);
        return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
    },
    isInt: (inst) => {
        const { isInt, multipleOf } = aggregateChecks(inst);
        return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
    },
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gt(value, params) {
        return this.check(_gt(value, params));
    },
    gte(value, params) {
        return this.check(_gte(value, params));
    },
    min(value, params) {
        return this.check(_gte(value, params));
    },
    lt(value, params) {
        return this.check(_lt(value, params));
    },
    lte(value, params) {
        return this.check(_lte(value, params));
    },
    max(value, params) {
        return this.check(_lte(value, params));
    },
    int(params) {
        return this.check(schemas_int(params));
    },
    safe(params) {
        return this.check(schemas_int(params));
    },
    positive(params) {
        return this.check(_gt(0, params));
    },
    nonnegative(params) {
        return this.check(_gte(0, params));
    },
    negative(params) {
        return this.check(_lt(0, params));
    },
    nonpositive(params) {
        return this.check(_lte(0, params));
    },
    multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
    },
    step(value, params) {
        return this.check(_multipleOf(value, params));
    },
    finite() {
        return this;
    },
}));
function schemas_number(params) {
    return _number(ZodNumber, params);
}
const ZodNumberFormat = /*@__PURE__*/ $constructor("ZodNumberFormat", (inst, def) => {
    $ZodNumberFormat.init(inst, def);
    ZodNumber.init(inst, def);
});
function schemas_int(params) {
    return _int(ZodNumberFormat, params);
}
function float32(params) {
    return core._float32(ZodNumberFormat, params);
}
function float64(params) {
    return core._float64(ZodNumberFormat, params);
}
function int32(params) {
    return core._int32(ZodNumberFormat, params);
}
function uint32(params) {
    return core._uint32(ZodNumberFormat, params);
}
const ZodBoolean = /*@__PURE__*/ $constructor("ZodBoolean", (inst, def) => {
    $ZodBoolean.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => booleanProcessor(inst, ctx, json, params);
});
function schemas_boolean(params) {
    return _boolean(ZodBoolean, params);
}
const ZodBigInt = /*@__PURE__*/ $constructor("ZodBigInt", (inst, def) => {
    $ZodBigInt.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => bigintProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ derived({
    minValue: (inst) => aggregateChecks(inst).minimum ?? null,
    maxValue: (inst) => aggregateChecks(inst).maximum ?? null,
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gte(value, params) {
        return this.check(_gte(value, params));
    },
    min(value, params) {
        return this.check(_gte(value, params));
    },
    gt(value, params) {
        return this.check(_gt(value, params));
    },
    lt(value, params) {
        return this.check(_lt(value, params));
    },
    lte(value, params) {
        return this.check(_lte(value, params));
    },
    max(value, params) {
        return this.check(_lte(value, params));
    },
    positive(params) {
        return this.check(_gt(BigInt(0), params));
    },
    negative(params) {
        return this.check(_lt(BigInt(0), params));
    },
    nonpositive(params) {
        return this.check(_lte(BigInt(0), params));
    },
    nonnegative(params) {
        return this.check(_gte(BigInt(0), params));
    },
    multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
    },
}));
function schemas_bigint(params) {
    return core._bigint(ZodBigInt, params);
}
const ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodBigIntFormat", (inst, def) => {
    core.$ZodBigIntFormat.init(inst, def);
    ZodBigInt.init(inst, def);
})));
function int64(params) {
    return core._int64(ZodBigIntFormat, params);
}
function uint64(params) {
    return core._uint64(ZodBigIntFormat, params);
}
const ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSymbol", (inst, def) => {
    core.$ZodSymbol.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.symbolProcessor(inst, ctx, json, params);
})));
function symbol(params) {
    return core._symbol(ZodSymbol, params);
}
const ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodUndefined", (inst, def) => {
    core.$ZodUndefined.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.undefinedProcessor(inst, ctx, json, params);
})));
function schemas_undefined(params) {
    return core._undefined(ZodUndefined, params);
}

const ZodNull = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodNull", (inst, def) => {
    core.$ZodNull.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.nullProcessor(inst, ctx, json, params);
})));
function schemas_null(params) {
    return core._null(ZodNull, params);
}

const ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodAny", (inst, def) => {
    core.$ZodAny.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.anyProcessor(inst, ctx, json, params);
})));
function any() {
    return core._any(ZodAny);
}
const ZodUnknown = /*@__PURE__*/ $constructor("ZodUnknown", (inst, def) => {
    $ZodUnknown.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unknownProcessor(inst, ctx, json, params);
});
function unknown() {
    return _unknown(ZodUnknown);
}
const ZodNever = /*@__PURE__*/ $constructor("ZodNever", (inst, def) => {
    $ZodNever.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => neverProcessor(inst, ctx, json, params);
});
function never(params) {
    return _never(ZodNever, params);
}
const ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodVoid", (inst, def) => {
    core.$ZodVoid.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.voidProcessor(inst, ctx, json, params);
})));
function schemas_void(params) {
    return core._void(ZodVoid, params);
}

const ZodDate = /*@__PURE__*/ $constructor("ZodDate", (inst, def) => {
    $ZodDate.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => dateProcessor(inst, ctx, json, params);
    inst.min = (value, params) => inst.check(_gte(value, params));
    inst.max = (value, params) => inst.check(_lte(value, params));
}, 
/*@__PURE__*/ derived({
    minDate: (inst) => {
        const { minimum } = aggregateChecks(inst);
        return minimum ? new Date(minimum) : null;
    },
    maxDate: (inst) => {
        const { maximum } = aggregateChecks(inst);
        return maximum ? new Date(maximum) : null;
    },
}, {}));
function schemas_date(params) {
    return core._date(ZodDate, params);
}
const ZodArray = /*@__PURE__*/ $constructor("ZodArray", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodArray.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => arrayProcessor(inst, ctx, json, params);
    inst.element = def.element;
}, {
    min(n, params) {
        return this.check(_minLength(n, params));
    },
    nonempty(params) {
        return this.check(_minLength(1, params));
    },
    max(n, params) {
        return this.check(_maxLength(n, params));
    },
    length(n, params) {
        return this.check(_length(n, params));
    },
    unwrap() {
        return this.element;
    },
});
function array(element, params) {
    return _array(ZodArray, element, params);
}
// .keyof
function keyof(schema) {
    const shape = schema._zod.def.shape;
    return schemas_enum(Object.keys(shape));
}
const ZodObject = /*@__PURE__*/ $constructor("ZodObject", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodObjectJIT.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => objectProcessor(inst, ctx, json, params);
    installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
}, {
    keyof() {
        return schemas_enum(Object.keys(this._zod.def.shape));
    },
    catchall(catchall) {
        // `mergeDefs` rather than a spread: spreading reads `shape`, and resolving it can mint a whole fresh subtree
        return this.clone(mergeDefs(this._zod.def, { catchall: catchall }));
    },
    passthrough() {
        return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
    },
    loose() {
        return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
    },
    strict() {
        return this.clone(mergeDefs(this._zod.def, { catchall: never() }));
    },
    strip() {
        return this.clone(mergeDefs(this._zod.def, { catchall: undefined }));
    },
    extend(incoming) {
        return extend(this, incoming);
    },
    safeExtend(incoming) {
        return safeExtend(this, incoming);
    },
    merge(other) {
        return merge(this, other);
    },
    pick(mask) {
        return pick(this, mask);
    },
    omit(mask) {
        return omit(this, mask);
    },
    partial(...args) {
        return partial(ZodOptional, this, args[0]);
    },
    exactPartial(...args) {
        return partial(ZodExactOptional, this, args[0], "exactPartial");
    },
    required(...args) {
        return required(ZodNonOptional, this, args[0]);
    },
});
function object(shape, params) {
    const def = {
        type: "object",
        shape: shape ?? {},
        ...normalizeParams(params),
    };
    return new ZodObject(def);
}
// strictObject
function strictObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: never(),
        ...normalizeParams(params),
    });
}
// looseObject
function looseObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: unknown(),
        ...normalizeParams(params),
    });
}
const ZodUnion = /*@__PURE__*/ $constructor("ZodUnion", (inst, def) => {
    $ZodUnion.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
});
function union(options, params) {
    return new ZodUnion({
        type: "union",
        options: options,
        ...normalizeParams(params),
    });
}
const ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodXor", (inst, def) => {
    ZodUnion.init(inst, def);
    core.$ZodXor.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
})));
/** Creates an exclusive union (XOR) where exactly one option must match.
 * Unlike regular unions that succeed when any option matches, xor fails if
 * zero or more than one option matches the input. */
function xor(options, params) {
    return new ZodXor({
        type: "union",
        options: options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
const ZodDiscriminatedUnion = /*@__PURE__*/ $constructor("ZodDiscriminatedUnion", (inst, def) => {
    ZodUnion.init(inst, def);
    $ZodDiscriminatedUnion.init(inst, def);
});
function discriminatedUnion(discriminator, options, params) {
    // const [options, params] = args;
    return new ZodDiscriminatedUnion({
        type: "union",
        options: options,
        discriminator,
        ...normalizeParams(params),
    });
}
const ZodIntersection = /*@__PURE__*/ $constructor("ZodIntersection", (inst, def) => {
    $ZodIntersection.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => intersectionProcessor(inst, ctx, json, params);
});
function intersection(left, right) {
    return new ZodIntersection({
        type: "intersection",
        left: left,
        right: right,
    });
}
const ZodTuple = /*@__PURE__*/ $constructor("ZodTuple", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTuple.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => tupleProcessor(inst, ctx, json, params);
}, {
    rest(rest) {
        return this.clone({
            ...this._zod.def,
            rest: rest,
        });
    },
    partial() {
        const def = this._zod.def;
        // a refinement was authored against the full arity; partialing would run it on a shorter array
        if (def.checks?.length)
            throw new Error(".partial() cannot be used on tuple schemas containing refinements");
        return this.clone({
            ...def,
            items: def.items.map((item) => new ZodOptional({ type: "optional", innerType: item })),
        });
    },
});
function tuple(items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof core.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new ZodTuple({
        type: "tuple",
        items: items,
        rest,
        ...util.normalizeParams(params),
    });
}
const ZodRecord = /*@__PURE__*/ $constructor("ZodRecord", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodRecord.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => recordProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
});
function record(keyType, valueType, params) {
    // v3-compat: z.record(valueType, params?) — defaults keyType to z.string()
    if (!valueType || !valueType._zod) {
        return new ZodRecord({
            type: "record",
            keyType: schemas_string(),
            valueType: keyType,
            ...normalizeParams(valueType),
        });
    }
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...normalizeParams(params),
    });
}
// type alksjf = core.output<core.$ZodRecordKey>;
function partialRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
        partial: true,
    });
}
function looseRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        mode: "loose",
        ...util.normalizeParams(params),
    });
}
const ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMap", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodMap.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.mapProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function map(keyType, valueType, params) {
    return new ZodMap({
        type: "map",
        keyType: keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSet", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodSet.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.setProcessor(inst, ctx, json, params);
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function set(valueType, params) {
    return new ZodSet({
        type: "set",
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodEnum = /*@__PURE__*/ $constructor("ZodEnum", (inst, def) => {
    $ZodEnum.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => enumProcessor(inst, ctx, json, params);
    inst.enum = def.entries;
    // reuse the parsed value set so a numeric TS enum's reverse-mapping keys stay out
    inst.options = [...inst._zod.values];
    const keys = new Set(Object.keys(def.entries));
    inst.extract = (values, params) => {
        const newEntries = {};
        for (const value of values) {
            if (keys.has(value)) {
                newEntries[value] = def.entries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...normalizeParams(params),
            entries: newEntries,
        });
    };
    inst.exclude = (values, params) => {
        const newEntries = { ...def.entries };
        for (const value of values) {
            if (keys.has(value)) {
                delete newEntries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...normalizeParams(params),
            entries: newEntries,
        });
    };
});
function schemas_enum(values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    return new ZodEnum({
        type: "enum",
        entries,
        ...normalizeParams(params),
    });
}

/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function nativeEnum(entries, params) {
    return new ZodEnum({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
const ZodLiteral = /*@__PURE__*/ $constructor("ZodLiteral", (inst, def) => {
    $ZodLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => literalProcessor(inst, ctx, json, params);
    inst.values = new Set(def.values);
    Object.defineProperty(inst, "value", {
        get() {
            if (def.values.length > 1) {
                throw new Error("This schema contains multiple valid literal values. Use `.values` instead.");
            }
            return def.values[0];
        },
    });
});
function literal(value, params) {
    return new ZodLiteral({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...normalizeParams(params),
    });
}
const ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFile", (inst, def) => {
    core.$ZodFile.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.fileProcessor(inst, ctx, json, params);
    inst.min = (size, params) => inst.check(core._minSize(size, params));
    inst.max = (size, params) => inst.check(core._maxSize(size, params));
    inst.mime = (types, params) => inst.check(core._mime(Array.isArray(types) ? types : [types], params));
})));
function file(params) {
    return core._file(ZodFile, params);
}
const ZodTransform = /*@__PURE__*/ $constructor("ZodTransform", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTransform.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => transformProcessor(inst, ctx, json, params);
    inst._zod.parse = (payload, _ctx) => {
        if (_ctx.direction === "backward") {
            throw new $ZodEncodeError(inst.constructor.name);
        }
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(util_issue(issue, payload.value, def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = inst);
                // _issue.continue ??= true;
                payload.issues.push(util_issue(_issue));
            }
        };
        const output = def.transform(payload.value, payload);
        if (output instanceof Promise) {
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        payload.value = output;
        return payload;
    };
});
function transform(fn) {
    return new ZodTransform({
        type: "transform",
        transform: fn,
    });
}
const ZodOptional = /*@__PURE__*/ $constructor("ZodOptional", (inst, def) => {
    $ZodOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function optional(innerType) {
    return new ZodOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodExactOptional = /*@__PURE__*/ $constructor("ZodExactOptional", (inst, def) => {
    $ZodExactOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function exactOptional(innerType) {
    return new ZodExactOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodNullable = /*@__PURE__*/ $constructor("ZodNullable", (inst, def) => {
    $ZodNullable.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nullableProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nullable(innerType) {
    return new ZodNullable({
        type: "nullable",
        innerType: innerType,
    });
}
// nullish
function schemas_nullish(innerType) {
    return optional(nullable(innerType));
}
const ZodDefault = /*@__PURE__*/ $constructor("ZodDefault", (inst, def) => {
    $ZodDefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => defaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeDefault = inst.unwrap;
});
function schemas_default(innerType, defaultValue) {
    return new ZodDefault({
        type: "default",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
        },
    });
}
const ZodPrefault = /*@__PURE__*/ $constructor("ZodPrefault", (inst, def) => {
    $ZodPrefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => prefaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function prefault(innerType, defaultValue) {
    return new ZodPrefault({
        type: "prefault",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
        },
    });
}
const ZodNonOptional = /*@__PURE__*/ $constructor("ZodNonOptional", (inst, def) => {
    $ZodNonOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nonoptionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nonoptional(innerType, params) {
    return new ZodNonOptional({
        type: "nonoptional",
        innerType: innerType,
        ...normalizeParams(params),
    });
}
const ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSuccess", (inst, def) => {
    core.$ZodSuccess.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.successProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function success(innerType) {
    return new ZodSuccess({
        type: "success",
        innerType: innerType,
    });
}
const ZodCatch = /*@__PURE__*/ $constructor("ZodCatch", (inst, def) => {
    $ZodCatch.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => catchProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeCatch = inst.unwrap;
});
function schemas_catch(innerType, catchValue) {
    return new ZodCatch({
        type: "catch",
        innerType: innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : constantCatch(catchValue)),
    });
}

const ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodNaN", (inst, def) => {
    core.$ZodNaN.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.nanProcessor(inst, ctx, json, params);
})));
function nan(params) {
    return core._nan(ZodNaN, params);
}
const ZodPipe = /*@__PURE__*/ $constructor("ZodPipe", (inst, def) => {
    $ZodPipe.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => pipeProcessor(inst, ctx, json, params);
    inst.in = def.in;
    inst.out = def.out;
});
function pipe(in_, out) {
    return new ZodPipe({
        type: "pipe",
        in: in_,
        out: out,
        // ...util.normalizeParams(params),
    });
}
const ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCodec", (inst, def) => {
    ZodPipe.init(inst, def);
    core.$ZodCodec.init(inst, def);
})));
function codec(in_, out, params) {
    return new ZodCodec({
        type: "pipe",
        in: in_,
        out: out,
        transform: params.decode,
        reverseTransform: params.encode,
    });
}
function invertCodec(codec) {
    const def = codec._zod.def;
    return new ZodCodec({
        type: "pipe",
        in: def.out,
        out: def.in,
        transform: def.reverseTransform,
        reverseTransform: def.transform,
    });
}
const ZodPreprocess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodPreprocess", (inst, def) => {
    ZodPipe.init(inst, def);
    core.$ZodPreprocess.init(inst, def);
})));
const ZodReadonly = /*@__PURE__*/ $constructor("ZodReadonly", (inst, def) => {
    $ZodReadonly.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => readonlyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function readonly(innerType) {
    return new ZodReadonly({
        type: "readonly",
        innerType: innerType,
    });
}
const ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodTemplateLiteral", (inst, def) => {
    core.$ZodTemplateLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.templateLiteralProcessor(inst, ctx, json, params);
})));
function templateLiteral(parts, params) {
    return new ZodTemplateLiteral({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
const ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodLazy", (inst, def) => {
    core.$ZodLazy.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.lazyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.getter();
})));
function lazy(getter) {
    return new ZodLazy({
        type: "lazy",
        getter: getter,
    });
}
const ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodPromise", (inst, def) => {
    core.$ZodPromise.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.promiseProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function promise(innerType) {
    return new ZodPromise({
        type: "promise",
        innerType: innerType,
    });
}
const ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFunction", (inst, def) => {
    core.$ZodFunction.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.functionProcessor(inst, ctx, json, params);
})));
function _function(params) {
    return new ZodFunction({
        type: "function",
        input: Array.isArray(params?.input) ? tuple(params?.input) : (params?.input ?? array(unknown())),
        output: params?.output ?? unknown(),
    });
}

const ZodCustom = /*@__PURE__*/ $constructor("ZodCustom", (inst, def) => {
    $ZodCustom.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => customProcessor(inst, ctx, json, params);
});
// custom checks
function check(fn) {
    const ch = new core.$ZodCheck({
        check: "custom",
        // ...util.normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
function custom(fn, _params) {
    return core._custom(ZodCustom, fn ?? (() => true), _params);
}
function refine(fn, _params = {}) {
    return _refine(ZodCustom, fn, _params);
}
// superRefine
function superRefine(fn, params) {
    return _superRefine(fn, params);
}
// Re-export describe and meta from core
const schemas_describe = describe;
const schemas_meta = meta;
const ZodInstanceOf = /*@__PURE__*/ $constructor("ZodInstanceOf", (inst, def) => {
    ZodCustom.init(inst, def);
}, {
    properties(shape, params) {
        // asserts in place, so the narrowed output type is truthful without a wrapper
        return this.check(_properties(shape, params));
    },
});
function _instanceof(cls, params = {}) {
    const inst = new ZodInstanceOf({
        type: "custom",
        check: "custom",
        fn: (data) => data instanceof cls,
        abort: true,
        ...util.normalizeParams(params),
    });
    inst._zod.bag.Class = cls;
    // Override check to emit invalid_type instead of custom
    inst._zod.check = (payload) => {
        if (!(payload.value instanceof cls)) {
            payload.issues.push({
                code: "invalid_type",
                expected: cls.name,
                input: payload.value,
                inst,
                path: [...(inst._zod.def.path ?? [])],
            });
        }
    };
    return inst;
}

// stringbool
const stringbool = (...args) => core._stringbool({
    Codec: ZodCodec,
    Boolean: ZodBoolean,
    String: ZodString,
}, ...args);
function json(params) {
    const jsonSchema = lazy(() => {
        return union([schemas_string(params), schemas_number(), schemas_boolean(), schemas_null(), array(jsonSchema), record(schemas_string(), jsonSchema)]);
    });
    return jsonSchema;
}
// preprocess
function preprocess(fn, schema) {
    return new ZodPreprocess({
        type: "pipe",
        in: transform(fn),
        out: schema,
    });
}

;// CONCATENATED MODULE: ./src/manifest/schema.ts
/**
 * Manifest v1 (`comparison.md` "The manifest") and the attempt index file
 * (`fabric-attempt.json`, formats.md §3), as zod schemas. The published
 * JSON Schemas in `schema/` are generated from these (`npm run schemas`).
 *
 * A declaration that is absent means *unverified*, never *complete*.
 */

/** Evaluator identity: who judges correctness. */
const EvaluatorDeclSchema = object({
    name: schemas_string().min(1),
    version: schemas_string().min(1).optional()
})
    .loose();
/** An attempt's evaluation: the evaluator (defaults to the configuration's) and the verdict. */
const EvaluationDeclSchema = object({
    evaluator: EvaluatorDeclSchema.optional(),
    /** The verdict; absent or null = not judged pass/fail. */
    passed: schemas_boolean().nullable().optional(),
    /** A numeric score (finite). */
    score: schemas_number().nullable().optional()
})
    .loose();
/** One expected request: a path to its full result and/or its request record. */
const RequestDeclSchema = object({
    request_id: schemas_string().min(1).optional(),
    /** Path of the NeMo Fabric full result (`RunResult` JSON), relative to the manifest's folder. */
    result: schemas_string().min(1).optional(),
    /** Path of the request record (`run-record.jsonl`), relative to the manifest's folder. */
    record: schemas_string().min(1).optional()
})
    .loose()
    .refine((r) => r.result !== undefined || r.record !== undefined, {
    message: 'a request needs a `result` or a `record` path (or both)'
});
/** Attempt number or label; integers are accepted and read as strings. */
const AttemptIdSchema = union([schemas_string().min(1), schemas_number().int().nonnegative()]).transform((v) => String(v));
/** Fields shared by a manifest attempt and an attempt index file. */
const attemptShape = {
    configuration: schemas_string().min(1),
    task: schemas_string().min(1),
    revision: schemas_string().min(1),
    attempt: AttemptIdSchema,
    /** Whether `requests` is the whole list of requests the attempt made. Absent = unverified. */
    requests_complete: schemas_boolean().optional(),
    requests: array(RequestDeclSchema),
    evaluation: EvaluationDeclSchema.optional(),
    /** Caller-measured duration of the whole attempt, milliseconds. */
    task_duration_ms: schemas_number().nonnegative().optional()
};
const AttemptDeclSchema = object(attemptShape).loose();
const PricingDeclSchema = object({
    /** Id of the price table costs were computed with. */
    basis: schemas_string().min(1),
    /** Whether the caller verified the price table. Absent = unverified. */
    verified: schemas_boolean().optional()
})
    .loose();
const ConfigurationDeclSchema = object({
    id: schemas_string().min(1),
    /** Whether the attempt list is the whole list the caller meant to run. Absent = unverified. */
    attempts_complete: schemas_boolean().optional(),
    pricing: PricingDeclSchema.optional(),
    /** Default evaluator of this configuration's attempts. */
    evaluator: EvaluatorDeclSchema.optional()
})
    .loose();
/** The manifest, version 1. */
const ManifestSchema = object({
    manifest_version: literal(1),
    configurations: array(ConfigurationDeclSchema).min(1),
    attempts: array(AttemptDeclSchema)
})
    .loose();
/** `fabric-attempt.json`: one manifest attempt written next to its evidence. */
const AttemptIndexSchema = object({
    attempt_index_version: literal(1),
    ...attemptShape
})
    .loose();

;// CONCATENATED MODULE: ./src/evidence/json-path.ts
/**
 * JSON path strings used in diagnostics and `unreadable` outcomes:
 * `$` is the document, `.key` an identifier-like key, `["odd key"]` any
 * other key, `[3]` an array index. Example: `$.events[2].timestamp_millis`.
 */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Appends one key or index to a JSON path string. */
function childPath(parent, key) {
    if (typeof key === 'number')
        return `${parent}[${key}]`;
    return IDENTIFIER.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}
/** Formats a JSON path from segments (keys and array indexes), starting at `$`. */
function formatJsonPath(segments) {
    let out = '$';
    for (const s of segments)
        out = childPath(out, s);
    return out;
}

;// CONCATENATED MODULE: ./src/manifest/validation-issues.ts

/** One `<JSON path>: <message>` line per issue. */
function formatIssues(error) {
    return error.issues.map((issue) => {
        const segments = issue.path.map((key) => (typeof key === 'number' ? key : String(key)));
        return `${formatJsonPath(segments)}: ${issue.message}`;
    });
}

;// CONCATENATED MODULE: ./src/evidence/json-scan.ts


/** Deepest nesting accepted (limits.ts); deeper text is reported as malformed instead of overflowing the stack. */

function fail(at, message) {
    throw { scanFailure: true, at, message };
}
/**
 * Parses `text` (BOM already removed). Returns `{ok: false}` with 1-based
 * line/column on malformed input; never throws for bad input.
 */
function scanJson(text) {
    const s = { text, pos: 0, depth: 0, path: [], diagnostics: [] };
    try {
        skipWs(s);
        const value = parseValue(s);
        skipWs(s);
        if (s.pos < text.length)
            fail(s.pos, 'unexpected content after the JSON value');
        return { ok: true, value, diagnostics: s.diagnostics };
    }
    catch (e) {
        if (e?.scanFailure !== true)
            throw e;
        const f = e;
        const { line, column } = lineColumn(text, f.at);
        return {
            ok: false,
            reason: `malformed JSON at line ${line}, column ${column}: ${f.message}`,
            line,
            column,
            position: f.at
        };
    }
}
function lineColumn(text, at) {
    let line = 1;
    let lineStart = 0;
    for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
        line++;
        lineStart = i + 1;
    }
    return { line, column: at - lineStart + 1 };
}
function skipWs(s) {
    const t = s.text;
    let p = s.pos;
    for (;;) {
        const c = t.charCodeAt(p);
        if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)
            p++;
        else
            break;
    }
    s.pos = p;
}
function flagNumber(s, literal, why) {
    const shown = literal.length > 40 ? `${literal.slice(0, 40)}…` : literal;
    s.diagnostics.push({
        code: 'invalid_number',
        message: `${shown} ${why}; read as null (not reported)`,
        json_path: formatJsonPath(s.path)
    });
    return null;
}
function word(s, w) {
    if (!s.text.startsWith(w, s.pos))
        fail(s.pos, `unexpected token, expected ${w}`);
    s.pos += w.length;
}
function parseValue(s) {
    const c = s.text.charCodeAt(s.pos);
    switch (c) {
        case 0x7b: return parseObject(s);
        case 0x5b: return parseArray(s);
        case 0x22: return parseString(s);
        case 0x74:
            word(s, 'true');
            return true;
        case 0x66:
            word(s, 'false');
            return false;
        case 0x6e:
            word(s, 'null');
            return null;
        case 0x4e:
            word(s, 'NaN');
            return flagNumber(s, 'NaN', 'is not a JSON number (Python writes it)');
        case 0x49:
            word(s, 'Infinity');
            return flagNumber(s, 'Infinity', 'is not a JSON number (Python writes it)');
        case 0x2d:
            if (s.text.startsWith('-Infinity', s.pos)) {
                s.pos += 9;
                return flagNumber(s, '-Infinity', 'is not a JSON number (Python writes it)');
            }
            return parseNumber(s);
        default:
            if (c >= 0x30 && c <= 0x39)
                return parseNumber(s);
            if (Number.isNaN(c))
                fail(s.pos, 'unexpected end of input');
            return fail(s.pos, `unexpected character ${JSON.stringify(s.text[s.pos])}`);
    }
}
function enter(s) {
    if (++s.depth > MAX_JSON_DEPTH)
        fail(s.pos, `nesting deeper than ${MAX_JSON_DEPTH} levels`);
    s.pos++;
    skipWs(s);
}
function parseObject(s) {
    enter(s);
    const obj = {};
    if (s.text.charCodeAt(s.pos) === 0x7d) {
        s.pos++;
        s.depth--;
        return obj;
    }
    for (;;) {
        if (s.text.charCodeAt(s.pos) !== 0x22)
            fail(s.pos, 'expected a string key');
        const key = parseString(s);
        skipWs(s);
        if (s.text.charCodeAt(s.pos) !== 0x3a)
            fail(s.pos, "expected ':'");
        s.pos++;
        skipWs(s);
        s.path.push(key);
        const value = parseValue(s);
        s.path.pop();
        if (key === '__proto__') {
            Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
        }
        else {
            obj[key] = value;
        }
        skipWs(s);
        const c = s.text.charCodeAt(s.pos);
        s.pos++;
        if (c === 0x2c)
            skipWs(s);
        else if (c === 0x7d)
            break;
        else
            fail(s.pos - 1, "expected ',' or '}'");
    }
    s.depth--;
    return obj;
}
function parseArray(s) {
    enter(s);
    const arr = [];
    if (s.text.charCodeAt(s.pos) === 0x5d) {
        s.pos++;
        s.depth--;
        return arr;
    }
    for (;;) {
        s.path.push(arr.length);
        arr.push(parseValue(s));
        s.path.pop();
        skipWs(s);
        const c = s.text.charCodeAt(s.pos);
        s.pos++;
        if (c === 0x2c)
            skipWs(s);
        else if (c === 0x5d)
            break;
        else
            fail(s.pos - 1, "expected ',' or ']'");
    }
    s.depth--;
    return arr;
}
function parseString(s) {
    const t = s.text;
    const start = s.pos;
    let p = start + 1;
    let escaped = false;
    for (;;) {
        const c = t.charCodeAt(p);
        if (c === 0x22)
            break;
        if (Number.isNaN(c))
            fail(start, 'unterminated string');
        if (c === 0x5c) {
            escaped = true;
            p += 2;
            continue;
        }
        if (c < 0x20)
            fail(p, 'control character inside a string');
        p++;
    }
    s.pos = p + 1;
    if (!escaped)
        return t.slice(start + 1, p);
    try {
        return JSON.parse(t.slice(start, p + 1));
    }
    catch {
        return fail(start, 'invalid escape sequence in string');
    }
}
function digits(s) {
    const from = s.pos;
    while (s.pos < s.text.length) {
        const c = s.text.charCodeAt(s.pos);
        if (c < 0x30 || c > 0x39)
            break;
        s.pos++;
    }
    return s.pos - from;
}
function parseNumber(s) {
    const t = s.text;
    const start = s.pos;
    if (t.charCodeAt(s.pos) === 0x2d)
        s.pos++;
    const first = t.charCodeAt(s.pos);
    if (first === 0x30)
        s.pos++;
    else if (digits(s) === 0)
        fail(s.pos, 'invalid number');
    let integer = true;
    if (t.charCodeAt(s.pos) === 0x2e) {
        integer = false;
        s.pos++;
        if (digits(s) === 0)
            fail(s.pos, 'invalid number: digit expected after "."');
    }
    const e = t.charCodeAt(s.pos);
    if (e === 0x65 || e === 0x45) {
        integer = false;
        s.pos++;
        const sign = t.charCodeAt(s.pos);
        if (sign === 0x2b || sign === 0x2d)
            s.pos++;
        if (digits(s) === 0)
            fail(s.pos, 'invalid number: digit expected in exponent');
    }
    const literal = t.slice(start, s.pos);
    const n = Number(literal);
    if (!Number.isFinite(n))
        return flagNumber(s, literal, 'overflows a 64-bit float');
    if (integer && !Number.isSafeInteger(n)) {
        return flagNumber(s, literal, 'is outside ±(2^53−1) and cannot be held exactly');
    }
    if (!integer && !Number.isSafeInteger(n) && !keepsAllDigits(literal, n)) {
        return flagNumber(s, literal, 'is beyond ±(2^53−1) with more digits than a 64-bit float holds, and cannot be held exactly');
    }
    return n;
}
const NUMBER_PARTS = /^-?(\d+)(?:\.(\d+))?(?:[eE][+-]?\d+)?$/;
/** The significant digits of a JSON number literal (no sign, no leading or trailing zeros). */
function significantDigits(literal) {
    const m = NUMBER_PARTS.exec(literal);
    return m === null ? literal : (m[1] + (m[2] ?? '')).replace(/^0+/, '').replace(/0+$/, '');
}
/**
 * True when the float `n` parsed from `literal` keeps every significant
 * digit of it: the literal is the float's own shortest form, up to zeros
 * (`1e21`, `1.7976931348623157e308`, `9007199254740992.0`). False when
 * parsing rounded it (`9007199254740993.0`, `9.007199254740993e15`).
 * Called only for magnitudes above 2^53 − 1.
 */
function keepsAllDigits(literal, n) {
    return significantDigits(literal) === significantDigits(String(Math.abs(n)).replace('e+', 'e'));
}

;// CONCATENATED MODULE: ./src/evidence/json-text.ts


const MAX_EXACT = Number.MAX_SAFE_INTEGER;
/** True when `n` may have been changed by `JSON.parse` (magnitude above 2^53 − 1, or NaN). */
function unsafe(n) {
    return !(n <= MAX_EXACT && n >= -MAX_EXACT);
}
/** True when a parsed JSON value holds a number {@link unsafe} at any depth (iterative walk). */
function holdsUnsafeNumber(value) {
    return needsScan(value, Infinity);
}
/**
 * True when the parsed value holds a number {@link unsafe} at any depth, or
 * nests deeper than `maxDepth` (iterative walk: no depth is too deep for it).
 * Either way the careful scan must read the text: it flags the numbers and
 * refuses the nesting.
 */
function needsScan(value, maxDepth) {
    if (typeof value === 'number')
        return unsafe(value);
    if (typeof value !== 'object' || value === null)
        return false;
    const stack = [value];
    const depths = [1];
    while (stack.length > 0) {
        const node = stack.pop();
        const depth = depths.pop();
        if (depth > maxDepth)
            return true;
        if (Array.isArray(node)) {
            for (let i = 0; i < node.length; i++) {
                const v = node[i];
                if (typeof v === 'number') {
                    if (unsafe(v))
                        return true;
                }
                else if (typeof v === 'object' && v !== null) {
                    stack.push(v);
                    depths.push(depth + 1);
                }
            }
        }
        else {
            for (const key in node) {
                const v = node[key];
                if (typeof v === 'number') {
                    if (unsafe(v))
                        return true;
                }
                else if (typeof v === 'object' && v !== null) {
                    stack.push(v);
                    depths.push(depth + 1);
                }
            }
        }
    }
    return false;
}
/** Removes one leading U+FEFF (UTF-8 BOM decoded) if present. */
function stripBom(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
/**
 * Parses JSON text leniently (see the module comment). Never throws for bad
 * input; returns `{ok: false, ...}` with line and column instead.
 */
function parseJsonText(text) {
    const body = stripBom(text);
    let value;
    try {
        value = JSON.parse(body);
    }
    catch {
        return scanJson(body);
    }
    if (!needsScan(value, MAX_JSON_DEPTH))
        return { ok: true, value, diagnostics: [] };
    return scanJson(body);
}

;// CONCATENATED MODULE: ./src/manifest/read-manifest.ts
/**
 * Reads and validates a manifest file (manifest v1, `src/manifest/schema.ts`).
 * All problems are collected and thrown together as one ConfigurationError,
 * each naming the file and the JSON path.
 */






/**
 * Parses JSON text with the evidence readers' parser (BOM stripped, nesting
 * bounded). Throws ConfigurationError naming `file` and the 1-based line and
 * column when the text is not JSON, or the JSON path of a number it cannot
 * hold exactly (`NaN`, an integer beyond 2^53 − 1): a manifest is the
 * caller's declaration, so it must be exact.
 */
function parseJsonDocument(text, file) {
    const parsed = parseJsonText(text);
    if (!parsed.ok)
        throw new errors/* ConfigurationError */.j(`${file}: not valid JSON: ${parsed.reason}`);
    if (parsed.diagnostics.length > 0) {
        throw new errors/* ConfigurationError */.j(`${file}: numbers that cannot be read exactly`, parsed.diagnostics.map((d) => `${d.json_path ?? '$'}: ${d.message}`));
    }
    return parsed.value;
}
/**
 * Reads `file` as a manifest (bounded: `MAX_JSON_FILE_BYTES`; a FIFO or
 * device is refused, never waited on). Throws ConfigurationError when the
 * file is missing, unreadable, too large, not JSON, violates the schema, declares a path that escapes the
 * manifest folder, repeats a configuration id or names an unknown
 * configuration — with every problem listed as `<JSON path>: <message>`.
 */
async function readManifest(file) {
    const text = readEvidenceText(file);
    if (typeof text !== 'string') {
        const why = text.state === 'missing' ? 'no such file' : text.reason.replace(/^cannot read the file: /, '');
        throw new errors/* ConfigurationError */.j(`${file}: cannot read the manifest: ${why}`);
    }
    const parsed = ManifestSchema.safeParse(parseJsonDocument(text, file));
    if (!parsed.success) {
        throw new errors/* ConfigurationError */.j(`${file}: the manifest does not match manifest v1`, formatIssues(parsed.error));
    }
    const problems = manifestProblems(parsed.data);
    if (problems.length > 0)
        throw new errors/* ConfigurationError */.j(`${file}: the manifest is not usable`, problems);
    return parsed.data;
}
/** Checks the manifest beyond its schema: unique configuration ids, known configurations, safe paths. */
function manifestProblems(manifest) {
    const problems = [];
    const ids = new Set();
    manifest.configurations.forEach((c, i) => {
        if (ids.has(c.id))
            problems.push(`$.configurations[${i}].id: configuration ${JSON.stringify(c.id)} is declared twice`);
        ids.add(c.id);
    });
    manifest.attempts.forEach((a, i) => {
        if (!ids.has(a.configuration)) {
            problems.push(`$.attempts[${i}].configuration: ${JSON.stringify(a.configuration)} is not a declared configuration (declared: ${[...ids].join(', ')})`);
        }
        a.requests.forEach((r, j) => {
            for (const role of ['result', 'record']) {
                const declared = r[role];
                const problem = declared === undefined ? null : relativePathProblem(declared);
                if (problem !== null)
                    problems.push(`$.attempts[${i}].requests[${j}].${role}: path ${JSON.stringify(declared)} ${problem}`);
            }
        });
    });
    return problems;
}

;// CONCATENATED MODULE: ./src/evidence/fields.ts
/**
 * Typed field reading with JSON paths, shared by the evidence readers.
 *
 * Rule (formats.md): an absent key and `null` both read as `null` ("not
 * reported"); unknown fields are ignored; a value of the WRONG TYPE (or a
 * wrong value, such as a negative token count) in a field the comparison
 * relies on makes that file unreadable. The strict readers here throw
 * {@link EvidenceTypeError}; each file reader catches it once and turns it
 * into an `unreadable` outcome with `json_path` and `reason`.
 */

/**
 * A wrong type or wrong value at `json_path`. Thrown by the strict field
 * readers; never escapes a file reader (it becomes `state: 'unreadable'`).
 */
class EvidenceTypeError extends Error {
    json_path;
    constructor(jsonPath, reason) {
        super(reason);
        this.name = 'EvidenceTypeError';
        this.json_path = jsonPath;
    }
}
/** Describes a JSON value's type for error messages: `string`, `number`, `boolean`, `null`, `array`, `object`. */
function jsonTypeName(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    return typeof value;
}
function wrongType(path, expected, value) {
    throw new EvidenceTypeError(path, `expected ${expected}, found ${jsonTypeName(value)}`);
}
/** True for a non-null, non-array object. */
function isJsonObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** `value` as an object; `null`/`undefined` → null; anything else throws {@link EvidenceTypeError} at `path`. */
function asObject(value, path) {
    if (value === undefined || value === null)
        return null;
    if (!isJsonObject(value))
        wrongType(path, 'an object', value);
    return value;
}
/** `obj[key]` as a string or null (absent/null); other types throw at `path.key`. */
function readString(obj, key, path) {
    const v = obj[key];
    if (v === undefined || v === null)
        return null;
    if (typeof v !== 'string')
        wrongType(childPath(path, key), 'a string', v);
    return v;
}
/** `obj[key]` as a boolean or null (absent/null); other types throw at `path.key`. */
function readBoolean(obj, key, path) {
    const v = obj[key];
    if (v === undefined || v === null)
        return null;
    if (typeof v !== 'boolean')
        wrongType(childPath(path, key), 'a boolean', v);
    return v;
}
/** `obj[key]` as a finite number or null (absent/null); other types throw at `path.key`. */
function readNumber(obj, key, path) {
    const v = obj[key];
    if (v === undefined || v === null)
        return null;
    if (typeof v !== 'number' || !Number.isFinite(v))
        wrongType(childPath(path, key), 'a number', v);
    return v;
}
/** `obj[key]` as an integer (any sign) or null; a non-integer number is a wrong value. */
function readInteger(obj, key, path) {
    const v = readNumber(obj, key, path);
    if (v !== null && !Number.isInteger(v)) {
        throw new EvidenceTypeError(childPath(path, key), `expected an integer, found ${v}`);
    }
    return v;
}
/**
 * `obj[key]` as a non-negative integer (token counts, bytes, milliseconds,
 * counts) or null. Negative or fractional values are wrong values and throw.
 */
function readCount(obj, key, path) {
    const v = readNumber(obj, key, path);
    if (v !== null && (v < 0 || !Number.isInteger(v))) {
        throw new EvidenceTypeError(childPath(path, key), `expected a non-negative integer, found ${v}`);
    }
    return v;
}
/** `obj[key]` as a non-negative number (USD amounts) or null; negative values throw. */
function readNonNegative(obj, key, path) {
    const v = readNumber(obj, key, path);
    if (v !== null && v < 0) {
        throw new EvidenceTypeError(childPath(path, key), `expected a non-negative number, found ${v}`);
    }
    return v;
}
/**
 * `obj[key]` as one of `allowed` or null (absent/null). A non-string is a
 * wrong type; a string outside `allowed` is a wrong value; both throw.
 */
function readEnum(obj, key, path, allowed) {
    const v = readString(obj, key, path);
    if (v === null)
        return null;
    if (!allowed.includes(v)) {
        throw new EvidenceTypeError(childPath(path, key), `expected one of ${allowed.join('|')}, found ${JSON.stringify(v)}`);
    }
    return v;
}
/**
 * A lenient count for readers whose wrong values must not hide the rest of
 * the file (Harbor `agent_result`, ATIF metrics): a non-negative safe
 * integer (tokens) — or, with `kind: 'usd'`, a non-negative finite number —
 * or null. Absent/null is null; anything else (`-5`, `12.5`, `"12"`) is
 * null with an `invalid_count` diagnostic at `jsonPath` (file added by the
 * caller): no contribution, never a guess.
 */
function countOrNote(value, jsonPath, diagnostics, kind = 'tokens') {
    if (value === undefined || value === null)
        return null;
    if (typeof value === 'number' && value >= 0 && (kind === 'usd' ? Number.isFinite(value) : Number.isSafeInteger(value)))
        return value;
    const shown = typeof value === 'number' ? String(value) : `a ${jsonTypeName(value)}`;
    diagnostics.push({
        code: 'invalid_count',
        message: `${shown} is not ${kind === 'usd' ? 'a non-negative USD amount' : 'a token count (a non-negative integer)'}; not counted (not reported)`,
        json_path: jsonPath
    });
    return null;
}

;// CONCATENATED MODULE: ./src/evidence/fabric-status.ts

/** The valid `status` values of a NeMo Fabric request, in documentation order. */
const REQUEST_STATUSES = ['succeeded', 'failed', 'cancelled'];
/**
 * Reads an `ErrorInfo` (`{stage, code, message, retryable, metadata}`) at
 * `path`; null when null or absent. `stage` and `code` are kept as written
 * (unknown codes are fine); `metadata` is ignored. The request record's end
 * line never carries `message` (it reads null there).
 * Throws `EvidenceTypeError` on a non-object or a wrong field type.
 */
function readErrorInfo(value, path) {
    const obj = asObject(value, path);
    if (obj === null)
        return null;
    return {
        code: readString(obj, 'code', path),
        stage: readString(obj, 'stage', path),
        retryable: readBoolean(obj, 'retryable', path),
        message: readString(obj, 'message', path)
    };
}

;// CONCATENATED MODULE: ./src/evidence/legacy-counters.ts


const ADAPTERS = ['claude', 'codex', 'deepagents'];
function detect(usage, harness) {
    if (harness !== null && ADAPTERS.includes(harness))
        return harness;
    if (usage === null)
        return null;
    if ('cache_read_input_tokens' in usage || 'cache_creation_input_tokens' in usage)
        return 'claude';
    if ('cached_input_tokens' in usage || 'reasoning_output_tokens' in usage)
        return 'codex';
    if ('prompt_tokens' in usage || 'completion_tokens' in usage)
        return 'deepagents';
    return null;
}
/**
 * Lenient figure: absent/null → null; a token count must be a non-negative
 * integer, a cost (`cost`, `cost_usd`) a non-negative number; anything else
 * → null + diagnostic.
 */
function figure(obj, key, path, diagnostics) {
    const v = obj[key];
    if (v === undefined || v === null)
        return null;
    const usd = key === 'cost' || key === 'cost_usd';
    if (typeof v === 'number' && v >= 0 && (usd ? Number.isFinite(v) : Number.isSafeInteger(v)))
        return v;
    diagnostics.push({
        code: 'legacy_counter_invalid',
        message: `legacy counter ignored: expected a non-negative ${usd ? 'number' : 'integer'}, found ${typeof v === 'number' ? v : jsonTypeName(v)}`,
        json_path: childPath(path, key)
    });
    return null;
}
function sumAll(values) {
    let total = 0;
    for (const v of values) {
        if (v === null)
            return null;
        total += v;
    }
    return total;
}
/**
 * Reads the legacy counters of a full result's `output` (see the module
 * comment for the per-adapter mapping). `harness` is the result's harness
 * (fallback when `output.harness` is absent). Never throws; returns [] when
 * `output` is not an object or carries no counters.
 */
function readLegacyCounters(output, harness, diagnostics) {
    if (!isJsonObject(output))
        return [];
    const usagePath = '$.output.usage';
    const rawUsage = output.usage;
    const usage = isJsonObject(rawUsage) ? rawUsage : null;
    if (usage === null && rawUsage !== undefined && rawUsage !== null) {
        diagnostics.push({
            code: 'legacy_counter_invalid',
            message: `legacy counters ignored: output.usage is ${jsonTypeName(rawUsage)}, not an object`,
            json_path: usagePath
        });
    }
    const outputHarness = typeof output.harness === 'string' ? output.harness : harness;
    const adapter = detect(usage, outputHarness);
    const u = usage ?? {};
    const f = (key) => figure(u, key, usagePath, diagnostics);
    if (adapter === 'claude') {
        const cost = figure(output, 'cost_usd', '$.output', diagnostics);
        if (usage === null && cost === null)
            return [];
        const cacheRead = f('cache_read_input_tokens');
        return [{
                source: usage === null ? 'output.cost_usd (claude)' : 'output.usage (claude)',
                input_tokens: sumAll([f('input_tokens'), cacheRead, f('cache_creation_input_tokens')]),
                cached_input_tokens: cacheRead,
                output_tokens: f('output_tokens'),
                total_tokens: null,
                cost_usd: cost
            }];
    }
    if (usage === null)
        return [];
    if (adapter === 'codex') {
        return [{
                source: 'output.usage (codex)',
                input_tokens: f('input_tokens'),
                cached_input_tokens: f('cached_input_tokens'),
                output_tokens: f('output_tokens'),
                total_tokens: f('total_tokens'),
                cost_usd: null
            }];
    }
    if (adapter === 'deepagents') {
        return [{
                source: 'output.usage (deepagents)',
                input_tokens: f('prompt_tokens'),
                cached_input_tokens: null,
                output_tokens: f('completion_tokens'),
                total_tokens: f('total_tokens'),
                cost_usd: f('cost')
            }];
    }
    diagnostics.push({
        code: 'legacy_counter_unrecognized',
        message: 'output.usage has no recognised adapter shape (claude, codex, deepagents); not read',
        json_path: usagePath
    });
    return [];
}

;// CONCATENATED MODULE: ./src/evidence/timestamps.ts
// Anchored, no nested quantifiers: linear time.
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))?$/;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function isLeapYear(y) {
    return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}
function invalid(text, why, jsonPath) {
    const shown = text.length > 64 ? `${text.slice(0, 64)}…` : text;
    const diagnostic = {
        code: why === 'no offset' ? 'timestamp_without_offset' : 'invalid_timestamp',
        message: why === 'no offset'
            ? `timestamp ${JSON.stringify(shown)} has no UTC offset; not interpreted in any local time zone`
            : `timestamp ${JSON.stringify(shown)} is not RFC 3339 (${why})`
    };
    if (jsonPath !== undefined)
        diagnostic.json_path = jsonPath;
    return { ms: null, diagnostic };
}
/**
 * Parses an RFC 3339 timestamp string to Unix milliseconds (see the module
 * comment for accepted forms, truncation and the no-offset rule). Never throws.
 * @param jsonPath where the value was read, copied into the diagnostic.
 */
function parseTimestamp(text, jsonPath) {
    const m = RFC3339.exec(text);
    if (m === null)
        return invalid(text, 'unrecognised form', jsonPath);
    const [, ys, mos, ds, hs, mis, ss, frac, zulu, sign, oh, om] = m;
    const year = Number(ys);
    const month = Number(mos);
    const day = Number(ds);
    const hour = Number(hs);
    const minute = Number(mis);
    const second = Number(ss);
    if (month < 1 || month > 12)
        return invalid(text, 'month out of range', jsonPath);
    const maxDay = month === 2 && !isLeapYear(year) ? 28 : DAYS_IN_MONTH[month - 1];
    if (day < 1 || day > maxDay)
        return invalid(text, 'day out of range', jsonPath);
    if (hour > 23 || minute > 59 || second > 60)
        return invalid(text, 'time out of range', jsonPath);
    if (zulu === undefined && sign === undefined)
        return invalid(text, 'no offset', jsonPath);
    let offsetMinutes = 0;
    if (sign !== undefined) {
        const h = Number(oh);
        const mi = Number(om);
        if (h > 23 || mi > 59)
            return invalid(text, 'offset out of range', jsonPath);
        offsetMinutes = (sign === '-' ? -1 : 1) * (h * 60 + mi);
    }
    const millis = frac === undefined ? 0 : Number(frac.slice(0, 3).padEnd(3, '0'));
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    date.setUTCHours(hour, minute, second, millis);
    return { ms: date.getTime() - offsetMinutes * 60_000, diagnostic: null };
}
/**
 * Convenience for readers: parses `text` (null passes through as null) and
 * pushes any diagnostic onto `diagnostics` with `extra` fields (file, line).
 */
function timestampMs(text, jsonPath, diagnostics, extra = {}) {
    if (text === null)
        return null;
    const r = parseTimestamp(text, jsonPath);
    if (r.diagnostic !== null)
        diagnostics.push({ ...r.diagnostic, ...extra });
    return r.ms;
}

;// CONCATENATED MODULE: ./src/evidence/resource-snapshot.ts



/**
 * Reads the snapshot at `path`; null when null or absent (not observed).
 * `observed_at` is kept as the producer wrote it; when it is not a valid RFC
 * 3339 timestamp with offset a `timestamp_without_offset` /
 * `invalid_timestamp` diagnostic is pushed (the string is still kept).
 * Unknown `scope` values are kept as written.
 *
 * Throws `EvidenceTypeError` on a non-object, a wrong field type, or a
 * negative / fractional count.
 */
function readResourceSnapshot(value, path, diagnostics) {
    const obj = asObject(value, path);
    if (obj === null)
        return null;
    const observedAt = readString(obj, 'observed_at', path);
    if (observedAt !== null) {
        const t = parseTimestamp(observedAt, childPath(path, 'observed_at'));
        if (t.diagnostic !== null)
            diagnostics.push(t.diagnostic);
    }
    return {
        observed_at: observedAt,
        scope: readString(obj, 'scope', path),
        process_count: readCount(obj, 'process_count', path),
        rss_bytes: readCount(obj, 'rss_bytes', path),
        cpu_user_ms: readCount(obj, 'cpu_user_ms', path),
        cpu_system_ms: readCount(obj, 'cpu_system_ms', path)
    };
}

;// CONCATENATED MODULE: ./src/evidence/usage.ts

/**
 * Reads the usage object at `path`. Returns null when the value is null or
 * absent (not reported).
 *
 * Throws `EvidenceTypeError` on a non-object, a wrong field type, or a
 * negative / fractional token count or negative cost.
 *
 * `cached_input_tokens > input_tokens` (the producer counted cached input
 * apart) is kept as reported: the comparison flags it (`cached_exceeds_input`
 * in src/comparison/accounting.ts), so the reader does not, to avoid a
 * duplicate warning.
 */
function readUsage(value, path) {
    const obj = asObject(value, path);
    if (obj === null)
        return null;
    return {
        input_tokens: readCount(obj, 'input_tokens', path),
        cached_input_tokens: readCount(obj, 'cached_input_tokens', path),
        output_tokens: readCount(obj, 'output_tokens', path),
        reasoning_tokens: readCount(obj, 'reasoning_tokens', path),
        total_tokens: readCount(obj, 'total_tokens', path),
        cost_usd: readNonNegative(obj, 'cost_usd', path),
        pricing_basis: readString(obj, 'pricing_basis', path)
    };
}

;// CONCATENATED MODULE: ./src/evidence/intern.ts
/** Most strings the table keeps. */
const INTERN_MAX_ENTRIES = 4096;
/** Longest string interned (UTF-16 code units). */
const INTERN_MAX_LENGTH = 128;
const table = new Map();
/** The shared copy of `value` (equal to it); null stays null. */
function intern(value) {
    if (value === null || value.length > INTERN_MAX_LENGTH)
        return value;
    const known = table.get(value);
    if (known !== undefined)
        return known;
    if (table.size < INTERN_MAX_ENTRIES)
        table.set(value, value);
    return value;
}
/** Interns `pricing_basis` in place; returns `usage`. */
function internUsage(usage) {
    if (usage !== null)
        usage.pricing_basis = intern(usage.pricing_basis);
    return usage;
}
/** Interns `scope` in place; returns `snapshot`. */
function internSnapshot(snapshot) {
    if (snapshot !== null)
        snapshot.scope = intern(snapshot.scope);
    return snapshot;
}
/** Interns `code` and `stage` in place (not `message`); returns `error`. */
function internError(error) {
    if (error !== null) {
        error.code = intern(error.code);
        error.stage = intern(error.stage);
    }
    return error;
}
/** Interns `cause`, `reason` and `exit_signal` in place; returns `stop`. */
function internStop(stop) {
    if (stop !== null) {
        stop.cause = intern(stop.cause);
        stop.reason = intern(stop.reason);
        stop.exit_signal = intern(stop.exit_signal);
    }
    return stop;
}
/** Number of strings in the table (for tests and the heap probe). */
function internedCount() {
    return table.size;
}

;// CONCATENATED MODULE: ./src/evidence/full-result.ts









const REQUIRED_IDENTITY = ['agent_name', 'harness', 'adapter_kind'];
const IDS = ['runtime_id', 'invocation_id', 'request_id'];
/**
 * Reads the full result at `file` (absolute path on disk, or the file
 * already opened by the path check: `EvidenceSource`, open-file.ts). `ref` (display
 * path relative to the evidence root, artifact) is copied into the outcome
 * and into every diagnostic's `file`.
 *
 * Outcomes: `missing` when the file does not exist; `unreadable` for
 * malformed JSON (with `line` and line:column in `reason`), a wrong type or
 * value (with `json_path`), an I/O error or a file that is not a regular
 * file (FIFO, device: refused before reading) or a file over
 * `MAX_JSON_FILE_BYTES` (limits.ts); otherwise `read`. Never throws. The
 * file is read whole with a blocking call (open-file.ts says why).
 */
async function readFullResult(file, ref) {
    const text = readEvidenceText(file);
    if (typeof text !== 'string') {
        if (text.state === 'missing')
            return { ...ref, state: 'missing' };
        return { ...ref, state: 'unreadable', line: null, json_path: null, reason: text.reason };
    }
    const parsed = parseJsonText(text);
    if (!parsed.ok)
        return { ...ref, state: 'unreadable', line: parsed.line, json_path: null, reason: parsed.reason };
    const diagnostics = parsed.diagnostics;
    try {
        const value = mapFullResult(parsed.value, diagnostics);
        attachFile(diagnostics, ref.path);
        return { ...ref, state: 'read', value };
    }
    catch (e) {
        if (!(e instanceof EvidenceTypeError))
            throw e;
        return { ...ref, state: 'unreadable', line: null, json_path: e.json_path, reason: e.message };
    }
}
/**
 * Maps a parsed `RunResult` value to {@link FullResultEvidence} (pure; no
 * `file` on diagnostics). Names, kinds, status, error code, pricing basis
 * and snapshot scope are interned (intern.ts). Throws `EvidenceTypeError` on a wrong type/value.
 */
function mapFullResult(root, diagnostics) {
    if (!isJsonObject(root))
        throw new EvidenceTypeError('$', 'expected a RunResult object');
    if (root.status === undefined || root.status === null) {
        throw new EvidenceTypeError('$.status', `status is missing (required: ${REQUEST_STATUSES.join('|')})`);
    }
    const status = readEnum(root, 'status', '$', REQUEST_STATUSES);
    const telemetry = root.telemetry;
    if (telemetry !== undefined && telemetry !== null && typeof telemetry !== 'object') {
        throw new EvidenceTypeError('$.telemetry', 'expected an object, a list or null');
    }
    const harness = readString(root, 'harness', '$') ?? readString(root, 'harness_type', '$');
    const result = {
        shape: Array.isArray(telemetry) ? 'python_sdk' : 'rust',
        request_id: readString(root, 'request_id', '$'),
        runtime_id: readString(root, 'runtime_id', '$'),
        invocation_id: readString(root, 'invocation_id', '$'),
        agent_name: intern(readString(root, 'agent_name', '$')),
        harness: intern(harness),
        adapter_kind: intern(readString(root, 'adapter_kind', '$')),
        adapter_id: intern(readString(root, 'adapter_id', '$')),
        status: intern(status),
        error: internError(readErrorInfo(root.error, '$.error')),
        usage: internUsage(readUsage(root.usage, '$.usage')),
        resource_snapshot: internSnapshot(readResourceSnapshot(root.resource_snapshot, '$.resource_snapshot', diagnostics)),
        invocation: readInvocation(root.events, diagnostics),
        legacy_counters: [],
        diagnostics
    };
    result.legacy_counters = readLegacyCounters(root.output, harness, diagnostics);
    flagMissingFields(result, diagnostics);
    return result;
}
function flagMissingFields(r, diagnostics) {
    if (IDS.every((k) => r[k] === null)) {
        diagnostics.push({
            code: 'result_without_ids',
            message: 'no runtime_id, invocation_id or request_id (e.g. the CLI stub written when a run fails before a result exists)'
        });
        return;
    }
    for (const key of [...REQUIRED_IDENTITY, ...IDS]) {
        if (r[key] === null) {
            diagnostics.push({ code: 'missing_required_field', message: `required field ${key} is missing`, json_path: `$.${key}` });
        }
    }
}
/** Reads `events`: the invocation interval and `record_write_failed` diagnostics. */
function readInvocation(value, diagnostics) {
    if (value === undefined || value === null)
        return null;
    if (!Array.isArray(value))
        throw new EvidenceTypeError('$.events', 'expected a list of events');
    let interval = null;
    for (let i = 0; i < value.length; i++) {
        const path = `$.events[${i}]`;
        const event = asObject(value[i], path);
        if (event === null)
            throw new EvidenceTypeError(path, 'expected an event object, found null');
        const kind = readString(event, 'kind', path);
        if (kind === 'invocation_start' || kind === 'invocation_end') {
            const ms = readCount(event, 'timestamp_millis', path);
            interval ??= { start_ms: null, end_ms: null };
            if (kind === 'invocation_end')
                interval.end_ms = ms ?? interval.end_ms;
            else if (interval.start_ms === null)
                interval.start_ms = ms;
        }
        else if (kind === 'record_write_failed') {
            const message = readString(event, 'message', path);
            diagnostics.push({
                code: 'record_write_failed',
                message: `NeMo Fabric could not write the request record${message === null ? '' : `: ${message}`}`,
                json_path: path
            });
        }
    }
    if (interval?.start_ms != null && interval.end_ms != null && interval.end_ms < interval.start_ms) {
        diagnostics.push({
            code: 'invocation_end_before_start',
            message: `invocation_end (${interval.end_ms}) is before invocation_start (${interval.start_ms})`,
            json_path: '$.events'
        });
    }
    return interval;
}

;// CONCATENATED MODULE: external "node:string_decoder"
const external_node_string_decoder_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");
;// CONCATENATED MODULE: ./src/evidence/jsonl-lines.ts
/**
 * Streamed reading of a JSONL file (one JSON value per line), never the
 * whole file in one string: the file is read in 64 KiB chunks through a
 * UTF-8 decoder (multi-byte characters split across chunks are safe) and
 * split on `\n`; a trailing `\r` is removed (CRLF accepted) and a UTF-8 BOM
 * on line 1 is stripped. Lines are numbered from 1; blank (whitespace-only)
 * lines are skipped but still numbered.
 *
 * The reads block (open-file.ts says why): a file of up to 64 KiB — every
 * request record seen so far — is read in one call; a longer one chunk by
 * chunk, so memory stays bounded by the longest line, itself bounded by
 * `MAX_LINE_BYTES` (limits.ts). The chunk buffer is
 * shared: nothing else can run between a read and the decoding of its bytes.
 *
 * Torn vs corrupt (formats.md §2, append-only writers):
 * - a malformed LAST non-blank line is a torn last line — reported in
 *   `torn`, not fatal — whether or not it ends with a newline (nothing
 *   follows it, so no later line is lost; a writer killed between a partial
 *   write and the final flush can leave a newline after it);
 * - a malformed line with a non-blank line after it is corruption: the file
 *   is `unreadable` with that line number and the parse reason.
 * One line is held back until the next non-blank line (or end of file) is
 * seen, so the visitor learns whether a line is the last one.
 */





const CHUNK_BYTES = 64 * 1024;
const chunkBuffer = Buffer.allocUnsafe(CHUNK_BYTES);
/** Parses and visits the held line; returns the parse problem instead when it is malformed. */
function flushHeld(s, last) {
    if (s.held === null)
        return null;
    const { line, text, beforePadding } = s.held;
    s.held = null;
    const parsed = parseJsonText(text);
    if (!parsed.ok) {
        const reason = parsed.reason.replace(' at line 1, column ', ' at column ');
        // A write cut by the crash that left the NUL padding: torn, not corruption.
        if (beforePadding === true && !last) {
            s.cut_before_padding.push({ line, reason });
            return null;
        }
        return { line, reason };
    }
    s.visit({ line, value: parsed.value, diagnostics: parsed.diagnostics, last });
    return null;
}
/** The problem of line `line` when it is longer than {@link MAX_LINE_BYTES}. */
function tooLong(line) {
    return { line, reason: `line ${line} is longer than the limit of ${bytesInWords(MAX_LINE_BYTES)}` };
}
/** Holds one non-blank piece of text of line `s.lineNo`; returns a problem when the previously held line was malformed. */
function hold(s, text) {
    if (text.trim() === '')
        return null;
    s.count++;
    const problem = flushHeld(s, false);
    s.held = { line: s.lineNo, text };
    return problem;
}
/**
 * Takes one raw line (without `\n`); returns a problem when the previously
 * held line was malformed. A run of NUL bytes (the zero-filled tail a crash
 * leaves before the writer appends again) separates JSON values like a line
 * break: each piece is read, and the line is listed in `nul_padding`; a
 * malformed piece right before the padding is a write the crash cut short
 * (`cut_before_padding`), not corruption.
 */
function take(s, raw) {
    s.lineNo++;
    if (raw.length > MAX_LINE_BYTES)
        return tooLong(s.lineNo);
    let text = raw.charCodeAt(raw.length - 1) === 0x0d ? raw.slice(0, -1) : raw;
    if (s.lineNo === 1 && text.charCodeAt(0) === 0xfeff)
        text = text.slice(1);
    if (!text.includes('\u0000'))
        return hold(s, text);
    s.nul_padding.push(s.lineNo);
    const pieces = text.split(/\u0000+/);
    for (const [i, piece] of pieces.entries()) {
        const problem = hold(s, piece);
        if (problem !== null)
            return problem;
        if (i < pieces.length - 1 && s.held !== null && s.held.line === s.lineNo && s.held.text === piece)
            s.held.beforePadding = true;
    }
    return null;
}
/**
 * Streams `file` (an absolute path, or a file already opened: see
 * `EvidenceSource` in open-file.ts; it is closed here), calling `visit` for each well-formed non-blank line in
 * order. Exceptions thrown by `visit` propagate (the file is closed first).
 * Returns `missing` for a non-existent file, `unreadable` for corruption, an
 * I/O error, a line longer than `MAX_LINE_BYTES` (limits.ts) or a file that
 * is not a regular file (FIFO, device), else `read`.
 */
async function readJsonLines(file, visit) {
    const opened = openEvidenceFile(file);
    if (opened.state === 'missing')
        return opened;
    if (opened.state === 'unreadable')
        return { state: 'unreadable', line: null, reason: opened.reason };
    const s = { lineNo: 0, count: 0, held: null, visit, nul_padding: [], cut_before_padding: [] };
    try {
        const decoder = new external_node_string_decoder_namespaceObject.StringDecoder('utf8');
        let rest = '';
        let total = 0;
        for (;;) {
            const bytesRead = (0,external_node_fs_namespaceObject.readSync)(opened.fd, chunkBuffer, 0, CHUNK_BYTES, null);
            total += bytesRead;
            // A short read of a regular file that reached its fstat size is the end: no extra read call.
            const atEnd = bytesRead === 0 || (bytesRead < CHUNK_BYTES && opened.size > 0 && total >= opened.size);
            const chunk = decoder.write(chunkBuffer.subarray(0, bytesRead)) + (atEnd ? decoder.end() : '');
            let from = 0;
            for (let nl = chunk.indexOf('\n'); nl !== -1; nl = chunk.indexOf('\n', from)) {
                const problem = take(s, from === 0 ? rest + chunk.slice(0, nl) : chunk.slice(from, nl));
                if (problem !== null)
                    return { state: 'unreadable', ...problem };
                from = nl + 1;
                rest = '';
            }
            rest = from === 0 ? rest + chunk : chunk.slice(from);
            // A line is never held beyond the limit: a 520 MB one-line file stops here, not in V8's string limit.
            if (rest.length > MAX_LINE_BYTES)
                return { state: 'unreadable', ...tooLong(s.lineNo + 1) };
            if (atEnd)
                break;
        }
        const problem = rest === '' ? null : take(s, rest);
        if (problem !== null)
            return { state: 'unreadable', ...problem };
        const torn = flushHeld(s, true);
        return { state: 'read', line_count: s.count, torn, nul_padding: s.nul_padding, cut_before_padding: s.cut_before_padding };
    }
    catch (e) {
        if (isFileSystemError(e))
            return { state: 'unreadable', line: null, reason: ioProblem(e) };
        throw e;
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(opened.fd);
    }
}

;// CONCATENATED MODULE: ./src/evidence/record-lines.ts





/** The `schema` value of every request-record line this reader knows. */
const RUN_RECORD_LINE_SCHEMA = 'nemo-fabric.run-record-line/v1alpha1';
/**
 * The kind of a parsed line, or null when it is an unknown line (another
 * `schema`, or a `line` other than `start`/`end`). A line that is not a JSON
 * object throws `EvidenceTypeError` at `$`.
 */
function recordLineKind(value) {
    const obj = asObject(value, '$');
    if (obj === null)
        throw new EvidenceTypeError('$', 'expected a JSON object per line, found null');
    if (obj.schema !== RUN_RECORD_LINE_SCHEMA)
        return null;
    return obj.line === 'start' || obj.line === 'end' ? obj.line : null;
}
/** Reads the ids of a known line. */
function readRecordLineIds(obj) {
    return {
        runtime_id: readString(obj, 'runtime_id', '$'),
        invocation_id: readString(obj, 'invocation_id', '$'),
        request_id: readString(obj, 'request_id', '$')
    };
}
/**
 * Maps a `start` line. `at` (RFC 3339) → `at_ms` (Unix ms; null with a
 * timestamp diagnostic when invalid or without offset). `models`,
 * `context_keys` and `override_keys` are not needed by the comparison and
 * are not read.
 */
function readRecordStart(obj, diagnostics) {
    return {
        at_ms: timestampMs(readString(obj, 'at', '$'), '$.at', diagnostics),
        timeout_ms: readCount(obj, 'timeout_ms', '$'),
        agent_name: readString(obj, 'agent_name', '$'),
        harness: readString(obj, 'harness', '$'),
        adapter_kind: readString(obj, 'adapter_kind', '$'),
        adapter_id: readString(obj, 'adapter_id', '$'),
        exclusive_container: readBoolean(obj, 'exclusive_container', '$'),
        oom_kill_count: readCount(obj, 'oom_kill_count', '$')
    };
}
/**
 * Maps an `end` line. `status` is one of `succeeded|failed|cancelled` or
 * null (the invocation raised); another string is a wrong value.
 */
function readRecordEnd(obj, diagnostics) {
    return {
        at_ms: timestampMs(readString(obj, 'at', '$'), '$.at', diagnostics),
        status: readEnum(obj, 'status', '$', REQUEST_STATUSES),
        error: readErrorInfo(obj.error, '$.error'),
        stop: readStop(obj.stop),
        oom_kill_count: readCount(obj, 'oom_kill_count', '$'),
        usage: readUsage(obj.usage, '$.usage'),
        resource_snapshot: readResourceSnapshot(obj.resource_snapshot, '$.resource_snapshot', diagnostics)
    };
}
/**
 * Maps `stop` (null on success). `cause` and `reason` are kept as written
 * (unknown strings included). `exit_signal` is a signal name; a producer
 * writing the signal NUMBER is accepted and kept as its decimal string.
 */
function readStop(value) {
    const path = '$.stop';
    const stop = asObject(value, path);
    if (stop === null)
        return null;
    const signal = stop.exit_signal;
    return {
        cause: readString(stop, 'cause', path),
        reason: readString(stop, 'reason', path),
        timeout_ms: readCount(stop, 'timeout_ms', path),
        used_ms: readCount(stop, 'used_ms', path),
        force_stopped: readBoolean(stop, 'force_stopped', path),
        exit_code: readInteger(stop, 'exit_code', path),
        exit_signal: typeof signal === 'number' && Number.isInteger(signal) ? String(signal) : readString(stop, 'exit_signal', path)
    };
}

;// CONCATENATED MODULE: ./src/evidence/request-record.ts





const ID_KEYS = ['runtime_id', 'invocation_id', 'request_id'];
/**
 * Reads the request record at `file` (absolute path, or the file already
 * opened by the path check: `EvidenceSource`, open-file.ts). `ref` is copied into
 * the outcome and every diagnostic's `file`. Outcomes: `missing` (no such
 * file), `unreadable` (corrupt middle line, wrong type/value, I/O error —
 * with `line` and `json_path` when known), else `read`. Never throws.
 */
async function readRequestRecord(file, ref) {
    const record = {
        request_id: null,
        runtime_id: null,
        invocation_id: null,
        start: null,
        end: null,
        unknown_lines: 0,
        line_count: 0,
        diagnostics: []
    };
    let current = 0;
    let outcome;
    try {
        outcome = await readJsonLines(file, (l) => {
            current = l.line;
            takeLine(record, l);
        });
    }
    catch (e) {
        if (!(e instanceof EvidenceTypeError))
            throw e;
        return { ...ref, state: 'unreadable', line: current, json_path: e.json_path, reason: e.message };
    }
    if (outcome.state === 'missing')
        return { ...ref, state: 'missing' };
    if (outcome.state === 'unreadable') {
        return { ...ref, state: 'unreadable', line: outcome.line, json_path: null, reason: outcome.reason };
    }
    record.line_count = outcome.line_count;
    const d = record.diagnostics;
    if (outcome.torn !== null) {
        d.push({ code: 'torn_last_line', message: `torn last line (write cut short): ${outcome.torn.reason}`, line: outcome.torn.line });
    }
    for (const cut of outcome.cut_before_padding) {
        d.push({ code: 'nul_padding', message: `a line cut short by a crash before NUL padding (${cut.reason}); skipped, the lines after it are read`, line: cut.line });
    }
    for (const line of outcome.nul_padding) {
        d.push({ code: 'nul_padding', message: 'a run of NUL bytes (zero-filled space a crash leaves before the writer appends again); the JSON around it is read', line });
    }
    if (record.unknown_lines > 0) {
        d.push({
            code: 'unknown_line',
            message: `${record.unknown_lines} line(s) are neither a start nor an end line of ${RUN_RECORD_LINE_SCHEMA}; kept as unknown`
        });
    }
    if (outcome.line_count === 0) {
        d.push({ code: 'empty_record', message: 'the request record has no lines: no evidence that the request started' });
    }
    attachFile(d, ref.path);
    return { ...ref, state: 'read', value: record };
}
/** Applies one well-formed line to the record (throws `EvidenceTypeError` on a wrong type). */
function takeLine(record, l) {
    const kind = recordLineKind(l.value);
    const lineDiagnostics = l.diagnostics;
    if (kind === null) {
        record.unknown_lines++;
    }
    else {
        const obj = l.value;
        mergeIds(record, readRecordLineIds(obj), lineDiagnostics);
        if (kind === 'start') {
            const start = internStart(readRecordStart(obj, lineDiagnostics));
            if (record.start === null)
                record.start = start;
            else
                lineDiagnostics.push(duplicate('start', 'the first start line is kept'));
        }
        else {
            const end = internEnd(readRecordEnd(obj, lineDiagnostics));
            if (record.end !== null)
                lineDiagnostics.push(duplicate('end', 'the last end line is kept'));
            record.end = end;
        }
    }
    for (const d of lineDiagnostics) {
        d.line = l.line;
        record.diagnostics.push(d);
    }
}
/** Interns the names of a start line (intern.ts: one copy of each repeated string). */
function internStart(start) {
    start.agent_name = intern(start.agent_name);
    start.harness = intern(start.harness);
    start.adapter_kind = intern(start.adapter_kind);
    start.adapter_id = intern(start.adapter_id);
    return start;
}
/** Interns status, error code, stop kinds, pricing basis and snapshot scope of an end line. */
function internEnd(end) {
    end.status = intern(end.status);
    internError(end.error);
    internStop(end.stop);
    internUsage(end.usage);
    internSnapshot(end.resource_snapshot);
    return end;
}
function duplicate(kind, kept) {
    return { code: 'duplicate_record_line', message: `more than one ${kind} line in one request record; ${kept}` };
}
function mergeIds(record, ids, diagnostics) {
    for (const key of ID_KEYS) {
        const id = ids[key];
        if (id === null)
            continue;
        if (record[key] === null)
            record[key] = id;
        else if (record[key] !== id) {
            diagnostics.push({
                code: 'record_id_mismatch',
                message: `${key} ${JSON.stringify(id)} differs from ${JSON.stringify(record[key])} on an earlier line; the first is kept`,
                json_path: `$.${key}`
            });
        }
    }
}

;// CONCATENATED MODULE: ./src/manifest/to-input.ts
/**
 * Converts manifest declarations (manifest v1 or attempt index files) into
 * the comparison's input, reading each declared evidence file with the
 * format's reader. Reads run with bounded concurrency; one broken file
 * never aborts the rest and never makes its attempt vanish.
 */




/** Default number of evidence files read at once. */
const READ_CONCURRENCY = 32;
/** Manifest configuration → comparison configuration (absent declarations stay unverified). */
function configurationFromDecl(decl) {
    return {
        id: decl.id,
        attempts_complete: decl.attempts_complete ?? null,
        pricing: decl.pricing === undefined ? null : { basis: decl.pricing.basis, verified: decl.pricing.verified === true },
        evaluator: decl.evaluator === undefined ? null : { name: decl.evaluator.name, version: decl.evaluator.version ?? null }
    };
}
function evaluationFromDecl(decl) {
    if (decl === undefined)
        return null;
    return {
        evaluator: decl.evaluator === undefined ? null : { name: decl.evaluator.name, version: decl.evaluator.version ?? null },
        passed: decl.passed ?? null,
        score: decl.score ?? null
    };
}
/**
 * Reads one declared file: checked and opened in one go when the resolver
 * can (`PathResolver.open`: the reader gets the open file, paths.ts), else
 * resolved to a path the reader opens. A refused path is `unreadable` with
 * the refusal as its reason.
 */
async function readDeclared(declared, location, read) {
    if (declared === undefined)
        return null;
    const ref = { path: location.display(declared), artifact: location.artifact };
    const open = location.resolve.open;
    const resolved = open !== undefined ? open(declared) : asOpenedPath(await location.resolve(declared));
    if (!resolved.ok)
        return { ...ref, state: 'unreadable', line: null, json_path: null, reason: resolved.problem };
    // An opened file is read (and closed) by `read` before it first awaits: no descriptor waits across turns.
    const outcome = await read(resolved.source, ref);
    // Not enumerable: the identity is for counting a file once (shared-files.ts), never written anywhere.
    if (resolved.identity !== undefined && outcome.state !== 'missing')
        Object.defineProperty(outcome, 'identity', { value: resolved.identity, enumerable: false });
    return outcome;
}
async function requestFromDecl(decl, location, limit) {
    const [result, record] = await Promise.all([
        limit(() => readDeclared(decl.result, location, readFullResult)),
        limit(() => readDeclared(decl.record, location, readRequestRecord))
    ]);
    const requestId = decl.request_id ?? null;
    shareIds(requestId, result, record);
    return { request_id: requestId, result, record };
}
/**
 * Makes equal ids of one request one string: the declared request id, the
 * full result's and the record's ids are usually the same values, parsed
 * three times. Values never change (only equal strings are swapped), so
 * this is invisible except in memory (~40 bytes per id kept once instead
 * of up to three times, for every request, until the report is written).
 */
function shareIds(declared, result, record) {
    const r = result?.state === 'read' ? result.value : null;
    const c = record?.state === 'read' ? record.value : null;
    if (r !== null && declared !== null && r.request_id === declared)
        r.request_id = declared;
    if (c === null)
        return;
    if (declared !== null && c.request_id === declared)
        c.request_id = declared;
    if (r === null)
        return;
    // Written out (not a loop over keys): fixed property names keep the accesses cheap.
    if (c.request_id !== null && c.request_id === r.request_id)
        c.request_id = r.request_id;
    if (c.runtime_id !== null && c.runtime_id === r.runtime_id)
        c.runtime_id = r.runtime_id;
    if (c.invocation_id !== null && c.invocation_id === r.invocation_id)
        c.invocation_id = r.invocation_id;
}
/**
 * Builds one attempt from its declaration, reading its evidence files.
 * `declaredIn` names the manifest or attempt index file.
 */
async function attemptFromDecl(decl, location, declaredIn, limit = pLimit(READ_CONCURRENCY)) {
    const requests = await Promise.all(decl.requests.map((r) => requestFromDecl(r, location, limit)));
    return {
        configuration: decl.configuration,
        task: decl.task,
        revision: decl.revision,
        attempt: decl.attempt,
        missing: false,
        requests_complete: decl.requests_complete ?? null,
        requests,
        evaluation: evaluationFromDecl(decl.evaluation),
        task_duration_ms: decl.task_duration_ms ?? null,
        legacy_counters: [],
        declared_in: declaredIn,
        diagnostics: []
    };
}

;// CONCATENATED MODULE: ./src/manifest/load.ts
/**
 * Loads a manifest file and everything it declares into a ComparisonInput.
 */






/**
 * Reads the manifest at `manifestFile` and the evidence it declares (paths
 * relative to the manifest's folder); `artifact` names the workflow artifact
 * the manifest came from, carried into every file reference. Throws ConfigurationError for a bad
 * manifest; evidence problems become file outcomes, never exceptions.
 */
async function loadManifestInput(manifestFile, options) {
    const { manifest, read } = await openManifest(manifestFile, options);
    const attempts = await Promise.all(manifest.attempts.map(read));
    return {
        configurations: manifest.configurations.map(configurationFromDecl),
        attempts,
        policy: options.policy,
        diagnostics: []
    };
}
/** The manifest at `manifestFile` and a reader of its attempts (paths resolved inside its folder, reads bounded by one limit). */
async function openManifest(manifestFile, options) {
    const manifest = await readManifest(manifestFile);
    const resolve = await createPathResolver(external_node_path_default().dirname(external_node_path_default().resolve(manifestFile)));
    const limit = pLimit(options.concurrency ?? READ_CONCURRENCY);
    const artifact = options.artifact ?? null;
    const location = { resolve, display: displayPath, artifact };
    const declaredIn = { path: external_node_path_default().basename(manifestFile), artifact };
    return { manifest, read: (decl) => attemptFromDecl(decl, location, declaredIn, limit) };
}
/** Attempts read ahead of the one being compared (their files are read concurrently, bounded by the read limit). */
const ATTEMPTS_READ_AHEAD = 16;
/**
 * Opens the manifest at `manifestFile` like {@link loadManifestInput} (same
 * errors, thrown here: ConfigurationError for a bad manifest), without
 * reading any evidence yet: the attempts are read as they are iterated.
 */
async function openManifestInput(manifestFile, options) {
    const { manifest, read } = await openManifest(manifestFile, options);
    const pending = [...manifest.attempts].sort(byAttemptKey);
    async function* attempts() {
        const window = [];
        let next = 0;
        const fill = () => {
            while (window.length < ATTEMPTS_READ_AHEAD && next < pending.length) {
                const decl = pending[next];
                pending[next] = undefined;
                next += 1;
                const reading = read(decl);
                // Awaited in order below; a rejection is never left unobserved meanwhile.
                reading.catch(() => undefined);
                window.push(reading);
            }
        };
        fill();
        while (window.length > 0) {
            const attempt = await window.shift();
            fill();
            yield attempt;
        }
    }
    return { configurations: manifest.configurations.map(configurationFromDecl), declared: pending.length, attempts: attempts() };
}

;// CONCATENATED MODULE: ./src/version.ts
/** The tool's version, reported as `generated_by.version`; kept equal to package.json's by a test. */
const VERSION = '0.1.0';

;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: ./src/comparison/input.ts
/** The valid gate policies, in documentation order. */
const GATE_POLICIES = ['incomplete', 'warnings', 'regression', 'never'];
/**
 * An attempt that was expected and of which no evidence was found: no
 * requests, request list unknown, no verdict. `diagnostics` say why it is
 * missing (e.g. the inventory file that expected it).
 */
function missingAttemptInput(key, declaredIn = null, diagnostics = []) {
    return {
        ...key,
        missing: true,
        requests_complete: null,
        requests: [],
        evaluation: null,
        task_duration_ms: null,
        legacy_counters: [],
        declared_in: declaredIn,
        diagnostics
    };
}

// EXTERNAL MODULE: ./node_modules/jstat/dist/jstat.js
var jstat = __nccwpck_require__(453);
var jstat_default = /*#__PURE__*/__nccwpck_require__.n(jstat);
;// CONCATENATED MODULE: ./src/comparison/intervals.ts
/**
 * 95 % confidence intervals that treat tasks as clusters: the attempts of
 * one task are not independent (the same task is easy or hard for every
 * attempt), so the standard error comes from the spread between tasks, not
 * between attempts.
 *
 * Method: the ratio estimator Σy_i / Σm_i over tasks i (y_i the task's sum,
 * m_i its attempt count) with the cluster-robust (linearised) variance
 * n/(n−1) · Σ(y_i − r̂·m_i)² / (Σm_i)², and a Student t quantile with
 * n − 1 degrees of freedom — Cochran, "Sampling Techniques" (3rd ed.,
 * 1977), §6.3 (variance of a ratio estimate); Cameron & Miller, "A
 * Practitioner's Guide to Cluster-Robust Inference" (J. Human Resources,
 * 2015), §II.C and §VI (CR1 scaling, t(G−1) with few clusters); Miller,
 * "Adding Error Bars to Evals" (arXiv:2411.00640, 2024), §2.2 (clustered
 * standard errors for evals). With the same number of attempts per task it
 * equals the one-sample (or, for a difference, paired) t interval over the
 * per-task means.
 *
 * Pure functions; the t quantile is jStat's `studentt.inv`.
 */

/** Confidence level of every interval in the report. */
const CONFIDENCE = 0.95;
/**
 * Fewest tasks an interval is given for. With fewer clusters the variance
 * is estimated from at most three differences between tasks: the
 * cluster-robust standard error is then strongly biased downward and
 * unstable (Cameron & Miller 2015, §VI), and t(3) already multiplies it by
 * 3.18 — an interval would be mostly an artefact of the few tasks chosen.
 */
const MIN_TASKS = 5;
/** The method, in one sentence, as stated in the report. */
const INTERVAL_METHOD = 'cluster-robust standard error over tasks (each task a cluster of its attempts; ratio estimator, CR1 scaling n/(n−1)) with a Student t quantile at n−1 degrees of freedom, 95 %; intervals need at least 5 tasks; for pass fractions the standard error is never taken below 1/M (one of the M attempts turning out differently); bounds clipped to the possible range';
/** Quantile of Student's t with `dof` degrees of freedom at `p` (jStat). */
function tQuantile(p, dof) {
    return jstat_default().studentt.inv(p, dof);
}
function clip(x, [lo, hi]) {
    return Math.min(hi, Math.max(lo, x));
}
/**
 * Interval from per-task residuals e_i whose sum is 0 (the linearised
 * estimator): SE² = n/(n−1) · Σe_i². `what` names the figure in reasons.
 */
function intervalFromResiduals(estimate, residuals, options, what) {
    const n = residuals.length;
    if (n < MIN_TASKS) {
        return { estimate, low: null, high: null, standard_error: null, floored: false, reason: `only ${n} task${n === 1 ? '' : 's'}; an interval needs at least ${MIN_TASKS}` };
    }
    const se = Math.sqrt((n / (n - 1)) * residuals.reduce((s, e) => s + e * e, 0));
    const floored = se < options.floor;
    const used = Math.max(se, options.floor);
    if (used === 0) {
        return { estimate, low: null, high: null, standard_error: null, floored: false, reason: `every task shows the same ${what}: no spread between tasks to estimate the noise from` };
    }
    const half = tQuantile(1 - (1 - CONFIDENCE) / 2, n - 1) * used;
    return { estimate, low: clip(estimate - half, options.range), high: clip(estimate + half, options.range), standard_error: used, floored, reason: null };
}
/** Σsum / Σcount over the clusters (null when there are no attempts). */
function ratio(clusters) {
    const total = clusters.reduce((s, c) => s + c.count, 0);
    return total === 0 ? null : clusters.reduce((s, c) => s + c.sum, 0) / total;
}
/**
 * Mean per attempt Σsum/Σcount with its clustered interval (tasks with no
 * attempt are left out). Returns null when there is no attempt at all.
 */
function clusteredMean(clusters, options, what) {
    const used = clusters.filter((c) => c.count > 0);
    const r = ratio(used);
    if (r === null)
        return null;
    const total = used.reduce((s, c) => s + c.count, 0);
    return intervalFromResiduals(r, used.map((c) => (c.sum - r * c.count) / total), options, what);
}
/**
 * Difference candidate − baseline of two ratio estimates over the same
 * tasks (pairs[i] is task i on each side; every count > 0), with the
 * clustered interval of the paired difference: residual of task i =
 * (y_ci − r̂_c·m_ci)/M_c − (y_bi − r̂_b·m_bi)/M_b.
 */
function clusteredDifference(pairs, options, what) {
    const rb = ratio(pairs.map((p) => p.baseline));
    const rc = ratio(pairs.map((p) => p.candidate));
    if (rb === null || rc === null)
        return null;
    const mb = pairs.reduce((s, p) => s + p.baseline.count, 0);
    const mc = pairs.reduce((s, p) => s + p.candidate.count, 0);
    const residuals = pairs.map((p) => (p.candidate.sum - rc * p.candidate.count) / mc - (p.baseline.sum - rb * p.baseline.count) / mb);
    return intervalFromResiduals(rc - rb, residuals, options, what);
}

;// CONCATENATED MODULE: ./src/comparison/attempt-usage.ts

/** Metrics given per attempt. */
const PER_ATTEMPT_METRICS = ['input_tokens', 'output_tokens', 'total_tokens', 'cost_usd'];
/**
 * The attempt's total of `metric`, or null when its usage is not complete:
 * the attempt is missing, its request list unverified, or a request did
 * not report the metric (for cost: or reported it in another pricing basis
 * than `basis`). A verified empty request list totals a real 0.
 */
function attemptTotal(a, metric, basis) {
    if (a.missing || !a.list_verified)
        return null;
    let sum = 0;
    for (const r of a.requests) {
        const v = r.usage?.[metric];
        if (v === null || v === undefined)
            return null;
        if (metric === 'cost_usd' && r.usage.pricing_basis !== null && basis !== null && r.usage.pricing_basis !== basis)
            return null;
        sum += v;
    }
    // A total beyond the largest float is unknown, not infinite (`sum_overflow` names it).
    return Number.isFinite(sum) ? sum : null;
}
/**
 * The totals of attempt `a` in the configuration's pricing basis `basis`
 * (accounting.ts: declared, else the first named by a cost so far — taken
 * after this attempt was tallied, which is the final basis for every
 * attempt that has a cost in a named basis).
 */
function attemptTotals(a, basis) {
    return {
        input_tokens: attemptTotal(a, 'input_tokens', basis),
        output_tokens: attemptTotal(a, 'output_tokens', basis),
        total_tokens: attemptTotal(a, 'total_tokens', basis),
        cost_usd: attemptTotal(a, 'cost_usd', basis)
    };
}
/** Mean per attempt of `metric` over complete attempts, clustered by task (no floor; bounds ≥ 0). */
function attemptMean(tasks, metric, listed) {
    const clusters = tasks.map((t) => {
        const values = t.attempts.map((a) => a.totals[metric]).filter((v) => v !== null);
        return { sum: values.reduce((s, v) => s + v, 0), count: values.length };
    });
    const attempts = clusters.reduce((s, c) => s + c.count, 0);
    // Totals that overflow when added across attempts leave the mean unknown.
    if (!clusters.every((c) => Number.isFinite(c.sum)))
        return { interval: null, attempts, of: listed, tasks: clusters.filter((c) => c.count > 0).length };
    const interval = clusteredMean(clusters, { floor: 0, range: [0, Number.POSITIVE_INFINITY] }, `mean ${metric} per attempt`);
    return { interval, attempts, of: listed, tasks: clusters.filter((c) => c.count > 0).length };
}
/**
 * Cost per passed attempt: needs the configuration's cost complete and
 * known (never 0 from an unknown cost), its pricing basis declared and verified, one evaluator with every listed
 * attempt evaluated, and at least one pass.
 */
function costPerPass(a) {
    const r = a.report;
    const cost = r.usage.cost_usd;
    const why = [];
    if (a.config.pricing === null)
        why.push('no pricing basis declared');
    else if (a.config.pricing.verified !== true)
        why.push(`pricing basis ${a.config.pricing.basis} unverified`);
    if (!cost.complete)
        why.push(`cost incomplete (${cost.reported_by} of ${cost.expected} requests)`);
    else if (cost.observed === null)
        why.push(`cost unknown (${cost.reported_by} of ${cost.expected} requests)`);
    const e = r.evaluation;
    if (e.pass_fraction === null)
        why.push(`no pass fraction (${e.pass_fraction_reason ?? 'unknown'})`);
    else if (e.not_evaluated > 0)
        why.push(`${e.evaluated} of ${e.listed} listed attempts evaluated`);
    else if (e.passed === 0)
        why.push(`no attempt passed (0 of ${e.evaluated})`);
    if (why.length > 0)
        return { value: null, cost_usd: cost.observed, passed: e.pass_fraction === null ? null : e.passed, reason: why.join('; ') };
    return { value: cost.observed / e.passed, cost_usd: cost.observed, passed: e.passed, reason: null };
}

;// CONCATENATED MODULE: ./src/comparison/inventory.ts
/**
 * Inventory comparison (comparison.md "Inventories"): the `(task,
 * revision)` lists and attempt counts of a candidate against the baseline.
 * Differences are reported by name; nothing is dropped.
 */

/** Count listed attempts per task and revision. */
function inventoryCounts(attempts) {
    const out = new Map();
    for (const a of attempts) {
        const revs = out.get(a.input.task) ?? new Map();
        out.set(a.input.task, revs);
        revs.set(a.input.revision, (revs.get(a.input.revision) ?? 0) + 1);
    }
    return out;
}
const byString = (x, y) => (x < y ? -1 : x > y ? 1 : 0);
/**
 * Compare inventories. `only_in_*`: every (task, revision) of a task absent
 * from the other side. `revision_differs`: a task on both sides with
 * different revision sets. `attempt_count_differs`: a (task, revision) on
 * both sides with different attempt counts. `matched` when all are empty.
 * Lists are sorted by task then revision.
 */
function compareInventory(baseline, candidate) {
    const inv = {
        matched: true,
        only_in_baseline: [],
        only_in_candidate: [],
        revision_differs: [],
        attempt_count_differs: []
    };
    const tasks = [...new Set([...baseline.keys(), ...candidate.keys()])].sort(byString);
    for (const task of tasks) {
        const b = baseline.get(task);
        const c = candidate.get(task);
        if (!c) {
            for (const revision of [...b.keys()].sort(byString))
                inv.only_in_baseline.push({ task, revision });
            continue;
        }
        if (!b) {
            for (const revision of [...c.keys()].sort(byString))
                inv.only_in_candidate.push({ task, revision });
            continue;
        }
        const br = [...b.keys()].sort(byString);
        const cr = [...c.keys()].sort(byString);
        if (br.join('\u0000') !== cr.join('\u0000'))
            inv.revision_differs.push({ task, baseline: br, candidate: cr });
        for (const revision of br) {
            const bn = b.get(revision);
            const cn = c.get(revision);
            if (cn !== undefined && cn !== bn)
                inv.attempt_count_differs.push({ task, revision, baseline: bn, candidate: cn });
        }
    }
    inv.matched =
        inv.only_in_baseline.length === 0 &&
            inv.only_in_candidate.length === 0 &&
            inv.revision_differs.length === 0 &&
            inv.attempt_count_differs.length === 0;
    return inv;
}
/**
 * Short description of inventory differences, e.g. `inventories differ: 1
 * task only in baseline, 1 task at different revisions`; null when matched.
 * The configuration ids name the sides.
 */
function inventoryDifferenceText(inv, baselineId, candidateId) {
    if (inv.matched)
        return null;
    const parts = [];
    const tasksOf = (refs) => new Set(refs.map((r) => r.task)).size;
    if (inv.only_in_baseline.length > 0)
        parts.push(`${keys_plural(tasksOf(inv.only_in_baseline), 'task')} only in ${baselineId}`);
    if (inv.only_in_candidate.length > 0)
        parts.push(`${keys_plural(tasksOf(inv.only_in_candidate), 'task')} only in ${candidateId}`);
    if (inv.revision_differs.length > 0)
        parts.push(`${keys_plural(inv.revision_differs.length, 'task')} at different revisions`);
    if (inv.attempt_count_differs.length > 0) {
        parts.push(`${keys_plural(inv.attempt_count_differs.length, 'task')} with different attempt counts`);
    }
    return `inventories differ: ${parts.join(', ')}`;
}

;// CONCATENATED MODULE: ./src/comparison/task-results.ts
/** Task key `task@revision`. */
function taskKey(t) {
    return `${t.task}@${t.revision}`;
}
/** The attempts grouped by task and revision, sorted by task key, as a Map keyed by `task@revision`. */
function taskResults(attempts) {
    const byTask = new Map();
    for (const a of attempts) {
        const key = taskKey(a.input);
        let t = byTask.get(key);
        if (t === undefined) {
            t = { task: a.input.task, revision: a.input.revision, key, listed: 0, evaluated: 0, passed: 0, attempts: [] };
            byTask.set(key, t);
        }
        t.listed += 1;
        t.attempts.push(a);
        const passed = a.evaluator === null ? null : a.input.evaluation?.passed;
        if (typeof passed === 'boolean') {
            t.evaluated += 1;
            if (passed)
                t.passed += 1;
        }
    }
    return new Map([...byTask.entries()].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
}

;// CONCATENATED MODULE: ./src/comparison/timing.ts
/** Intervals with both ends known and end ≥ start (others are "not timed"). */
function timedIntervals(intervals) {
    const out = [];
    for (const i of intervals) {
        if (i === null || i.start_ms === null || i.end_ms === null || i.end_ms < i.start_ms)
            continue;
        out.push({ start_ms: i.start_ms, end_ms: i.end_ms });
    }
    return out;
}
/** Length (ms) of the union of intervals; 0 for none. */
function unionLength(intervals) {
    const sorted = [...intervals].sort((a, b) => a.start_ms - b.start_ms);
    let total = 0;
    let curStart = Number.NaN;
    let curEnd = Number.NaN;
    for (const i of sorted) {
        if (Number.isNaN(curStart) || i.start_ms > curEnd) {
            if (!Number.isNaN(curStart))
                total += curEnd - curStart;
            curStart = i.start_ms;
            curEnd = i.end_ms;
        }
        else if (i.end_ms > curEnd) {
            curEnd = i.end_ms;
        }
    }
    if (!Number.isNaN(curStart))
        total += curEnd - curStart;
    return total;
}
/**
 * Peak number of simultaneously running invocations. At each interval's
 * start, count the intervals running then (started at or before it and
 * ending strictly after it) — so an interval ending at t and one starting
 * at t do not overlap; a zero-length interval counts as 1. 0 for none.
 *
 * O(n log n): with starts and ends sorted once, the intervals running at
 * an interval's start are those started at or before it (binary search in
 * the starts) minus those ended at or before it (in the ends) — that count
 * includes the interval itself unless it has zero length, which is then
 * added. (The pairwise count it replaces was quadratic: 20,000 invocations
 * of one attempt took 5.3 s.)
 */
function peakConcurrency(intervals) {
    const starts = intervals.map((i) => i.start_ms).sort((a, b) => a - b);
    const ends = intervals.map((i) => i.end_ms).sort((a, b) => a - b);
    let peak = 0;
    for (const i of intervals) {
        const running = atOrBefore(starts, i.start_ms) - atOrBefore(ends, i.start_ms) + (i.end_ms === i.start_ms ? 1 : 0);
        if (running > peak)
            peak = running;
    }
    return peak;
}
/** How many values of the ascending `sorted` are ≤ `t` (binary search). */
function atOrBefore(sorted, t) {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (sorted[mid] <= t)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
/**
 * Distribution of values across attempts: count = non-null values, `of` =
 * the denominator given; median (mean of the two middle values for an even
 * count), p90 by nearest rank, max; all null when count is 0.
 */
function distribution(values, of) {
    const xs = values.filter((v) => v !== null).sort((a, b) => a - b);
    const n = xs.length;
    if (n === 0)
        return { count: 0, of, median: null, p90: null, max: null };
    const median = n % 2 === 1 ? xs[(n - 1) / 2] : (xs[n / 2 - 1] + xs[n / 2]) / 2;
    const p90 = xs[Math.ceil(0.9 * n) - 1];
    return { count: n, of, median, p90, max: xs[n - 1] };
}
/** Invocation summary of one attempt from its resolved request intervals. */
function attemptInvocations(a) {
    const timed = timedIntervals(a.requests.map((r) => r.invocation));
    return {
        count: a.requests.length,
        timed: timed.length,
        covered_ms: timed.length === 0 ? null : unionLength(timed),
        peak_concurrency: timed.length === 0 ? null : peakConcurrency(timed)
    };
}
/** Timing block of a configuration: distributions across its listed attempts. */
function timingBlock(attempts) {
    const inv = attempts.map((a) => a.invocations);
    return {
        task_duration_ms: distribution(attempts.map((a) => a.input.task_duration_ms), attempts.length),
        invocation_covered_ms: distribution(inv.map((i) => i.covered_ms), attempts.length),
        peak_concurrency: distribution(inv.map((i) => i.peak_concurrency), attempts.length),
        invocations_timed: inv.reduce((s, i) => s + i.timed, 0),
        invocations_expected: inv.reduce((s, i) => s + i.count, 0)
    };
}

;// CONCATENATED MODULE: ./src/comparison/budgets.ts
/**
 * Budgets on cost, tokens and task duration (report `budgets`): each
 * candidate against the baseline, paired by task, checked only where the
 * figures are comparable.
 *
 * Per-attempt metrics (`cost`, `input_tokens`, `output_tokens`,
 * `total_tokens`) and `cost_per_passed_attempt` are ratio estimates over
 * the tasks both sides ran (each task a cluster of its attempts: Σ totals /
 * Σ attempts, or Σ cost / Σ passed attempts, where a task without a pass
 * counts with its cost and 0 passed attempts: the linearised residual
 * (y_i − r̂·m_i)/M holds for m_i = 0); the difference candidate −
 * baseline has the paired clustered 95 % interval of intervals.ts
 * (`clusteredDifference`, the same small-sample rule). A relative limit is
 * checked on (candidate − baseline) / baseline, whose interval is the delta
 * method over the same clusters: the clustered difference of the candidate
 * and the baseline scaled by the estimated ratio R̂, divided by the
 * baseline's figure. `task_duration` is the difference of the medians over
 * every listed attempt (timing.ts `distribution`); a median has no
 * interval here, so its verdict is on the point estimate alone.
 *
 * A budget fails when its estimate exceeds the limit (`exceedsLimit`); it cannot be checked
 * — and fails with the reason — where the matching delta is withheld
 * (deltas.ts: inventory differs, usage incomplete on either side, a token
 * component that means something else, pricing bases differing or
 * unverified), where verdicts cannot be compared (cost per passed attempt),
 * where a duration is unknown, or where there is no candidate. Never a pass
 * on a lower bound.
 */





/** The metrics a budget can limit, in documentation order. */
const BUDGET_METRICS = ['cost', 'input_tokens', 'output_tokens', 'total_tokens', 'cost_per_passed_attempt', 'task_duration'];
/** The valid forms of a budget, as every budget error states them. */
const BUDGET_FORMS = `METRIC=LIMIT with METRIC one of ${BUDGET_METRICS.join(', ')} and LIMIT relative to the baseline (e.g. cost=+10%), a signed amount the candidate may exceed the baseline by in the metric's unit (e.g. cost=+0.01), or a ceiling on the candidate's own figure in the metric's unit (e.g. cost=0.05 USD per attempt, total_tokens=200000 tokens per attempt, task_duration=30000 ms)`;
/** Unit of each metric's figures. */
const BUDGET_UNITS = {
    cost: 'USD per attempt',
    input_tokens: 'tokens per attempt',
    output_tokens: 'tokens per attempt',
    total_tokens: 'tokens per attempt',
    cost_per_passed_attempt: 'USD per passed attempt',
    task_duration: 'ms (median task duration)'
};
const USAGE_OF = {
    cost: 'cost_usd',
    input_tokens: 'input_tokens',
    output_tokens: 'output_tokens',
    total_tokens: 'total_tokens'
};
/** Intervals of budget differences: no floor on the standard error, bounds not clipped. */
const UNBOUNDED = { floor: 0, range: [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY] };
const MEDIAN_REASON = 'a difference of medians has no interval here (the intervals are for means per attempt); the verdict is on the point estimate';
/** Tasks both sides ran, sorted by task key, as [baseline, candidate]. */
function pairedTasks(b, c) {
    const ct = taskResults(c.attempts);
    const out = [];
    for (const [key, x] of taskResults(b.attempts)) {
        const y = ct.get(key);
        if (y !== undefined)
            out.push([x, y]);
    }
    return out;
}
/**
 * (candidate − baseline) / baseline of two ratio estimates with its delta-
 * method interval; null when the baseline's figure is not positive.
 */
function relativeInterval(pairs, rb, rc, what) {
    if (!(rb > 0))
        return null;
    const r = rc / rb;
    const scaled = pairs.map((p) => ({ baseline: { sum: p.baseline.sum * r, count: p.baseline.count }, candidate: p.candidate }));
    const d = clusteredDifference(scaled, UNBOUNDED, what);
    if (d === null)
        return null;
    const half = d.low === null || d.high === null ? null : (d.high - d.low) / 2;
    return {
        estimate: r - 1,
        low: half === null ? null : Math.max(-1, r - 1 - half / rb),
        high: half === null ? null : r - 1 + half / rb,
        standard_error: d.standard_error === null ? null : d.standard_error / rb,
        floored: false,
        reason: d.reason
    };
}
/** Figures from per-task clusters of both sides (every sum finite). */
function clusteredFigures(pairs, what) {
    const rb = ratio(pairs.map((p) => p.baseline));
    const rc = ratio(pairs.map((p) => p.candidate));
    const difference = clusteredDifference(pairs, UNBOUNDED, `difference in ${what}`);
    if (rb === null || rc === null || difference === null)
        return { reason: `no paired task with ${what === 'cost per passed attempt' ? 'a passed attempt' : 'attempts'} on both sides` };
    return {
        reason: null,
        tasks: pairs.length,
        attempts: { baseline: pairs.reduce((s, p) => s + p.baseline.count, 0), candidate: pairs.reduce((s, p) => s + p.candidate.count, 0) },
        baseline: rb,
        candidate: rc,
        difference,
        relative: relativeInterval(pairs, rb, rc, `relative difference in ${what}`),
        own: clusteredMean(pairs.map((p) => p.candidate), UNBOUNDED, `candidate ${what}`)
    };
}
/** Sum of the attempts' totals of `metric`, or null when one is unknown. */
function taskTotal(t, metric) {
    let sum = 0;
    for (const a of t.attempts) {
        const v = a.totals[metric];
        if (v === null)
            return null;
        sum += v;
    }
    return Number.isFinite(sum) ? sum : null;
}
/** Per-attempt usage figures (and cost per passed attempt with `perPass`). */
function usageFigures(b, c, metric, perPass) {
    const pairs = [];
    for (const [x, y] of pairedTasks(b, c)) {
        const bs = taskTotal(x, metric);
        const cs = taskTotal(y, metric);
        if (bs === null || cs === null) {
            const side = bs === null ? b : c;
            return { reason: `${side.config.id} has an attempt of task ${x.key} without a complete ${metric} total` };
        }
        pairs.push({ baseline: { sum: bs, count: perPass ? x.passed : x.listed }, candidate: { sum: cs, count: perPass ? y.passed : y.listed } });
    }
    return clusteredFigures(pairs, perPass ? 'cost per passed attempt' : `mean ${metric} per attempt`);
}
/** Why task durations cannot be compared, or null. */
function durationReasons(b, c, cmp) {
    const out = [];
    const inv = inventoryDifferenceText(cmp.inventory, b.config.id, c.config.id);
    if (inv !== null)
        out.push(inv);
    for (const side of [b, c]) {
        if (!side.report.attempts.inventory_verified)
            out.push(`${side.config.id} attempt inventory unverified`);
        const d = side.report.timing.task_duration_ms;
        if (d.count < d.of)
            out.push(`${side.config.id} task duration known for ${d.count} of ${d.of} listed attempts`);
    }
    return out;
}
function durationFigures(b, c, cmp) {
    const why = durationReasons(b, c, cmp);
    if (why.length > 0)
        return { reason: why.join('; ') };
    const mb = distribution(b.attempts.map((a) => a.input.task_duration_ms), b.attempts.length).median;
    const mc = distribution(c.attempts.map((a) => a.input.task_duration_ms), c.attempts.length).median;
    if (mb === null || mc === null)
        return { reason: 'no task duration on one side' };
    const noInterval = (estimate) => ({ estimate, low: null, high: null, standard_error: null, floored: false, reason: MEDIAN_REASON });
    return {
        reason: null,
        tasks: pairedTasks(b, c).length,
        attempts: { baseline: b.attempts.length, candidate: c.attempts.length },
        baseline: mb,
        candidate: mc,
        difference: noInterval(mc - mb),
        relative: mb > 0 ? noInterval(mc / mb - 1) : null,
        own: noInterval(mc)
    };
}
/** The figures of `metric` for candidate `c` (comparison `cmp`), or why they are not comparable. */
function budgetFigures(metric, b, c, cmp) {
    if (metric === 'task_duration')
        return durationFigures(b, c, cmp);
    if (metric === 'cost_per_passed_attempt') {
        const why = [];
        for (const r of [cmp.metrics.cost_usd.reason, cmp.metrics.pass_fraction.reason])
            if (r !== null)
                why.push(r);
        for (const side of [b, c]) {
            const r = costPerPass(side).reason;
            if (r !== null)
                why.push(`${side.config.id} cost per passed attempt: ${r}`);
        }
        return why.length > 0 ? { reason: [...new Set(why)].join('; ') } : usageFigures(b, c, 'cost_usd', true);
    }
    const usage = USAGE_OF[metric];
    const delta = cmp.metrics[usage];
    if (delta.delta === null)
        return { reason: delta.reason ?? 'a value is unknown' };
    return usageFigures(b, c, usage, false);
}
/** A budget that cannot be checked, with the reason. */
function cannotCheck(spec, baseline, candidate, reason) {
    return {
        budget: spec.text,
        metric: spec.metric,
        limit: { ...spec.limit },
        unit: BUDGET_UNITS[spec.metric],
        baseline,
        candidate,
        tasks: 0,
        attempts: { baseline: 0, candidate: 0 },
        baseline_value: null,
        candidate_value: null,
        difference: null,
        relative: null,
        candidate_interval: null,
        verdict: 'cannot_check',
        excess_beyond_noise: null,
        reason
    };
}
/**
 * Whether `estimate` exceeds `limit`. A difference within one part in 10⁹
 * of the figures is floating-point rounding, not an excess: 0.22 / 0.20 − 1
 * is 0.10000000000000009 and does not exceed `+10%`.
 */
function exceedsLimit(estimate, limit) {
    return estimate - limit > 1e-9 * Math.max(Math.abs(limit), Math.abs(estimate), Number.MIN_VALUE);
}
/** Checks one budget for one candidate. */
function checkOne(spec, b, c, cmp) {
    const f = budgetFigures(spec.metric, b, c, cmp);
    if (f.reason !== null)
        return cannotCheck(spec, b.config.id, c.config.id, f.reason);
    const figure = spec.limit.kind === 'relative' ? f.relative : spec.limit.kind === 'ceiling' ? f.own : f.difference;
    if (figure === null) {
        return cannotCheck(spec, b.config.id, c.config.id, `${b.config.id} ${spec.metric} is 0: a relative limit needs a baseline above 0 (give an absolute limit)`);
    }
    return {
        ...cannotCheck(spec, b.config.id, c.config.id, ''),
        tasks: f.tasks,
        attempts: f.attempts,
        baseline_value: f.baseline,
        candidate_value: f.candidate,
        difference: f.difference,
        relative: f.relative,
        candidate_interval: f.own,
        verdict: exceedsLimit(figure.estimate, spec.limit.value) ? 'failed' : 'passed',
        excess_beyond_noise: figure.low === null ? null : exceedsLimit(figure.low, spec.limit.value),
        reason: null
    };
}
/**
 * Every budget for every candidate, in the order the budgets were given
 * and then the comparisons' order (`comparisons[i]` is `candidates[i]`
 * against `baseline`). With no candidate, each budget cannot be checked.
 * Pure; never throws.
 */
function checkBudgets(budgets, baseline, candidates, comparisons) {
    const out = [];
    for (const spec of budgets) {
        if (baseline === undefined || candidates.length === 0) {
            out.push(cannotCheck(spec, baseline?.config.id ?? '', null, 'no candidate configuration to compare with the baseline'));
            continue;
        }
        candidates.forEach((c, i) => out.push(checkOne(spec, baseline, c, comparisons[i])));
    }
    return out;
}
/**
 * Budgets on a metric no configuration's evidence reports at all (no
 * request reports the usage metric; no attempt has a task duration; for
 * cost per passed attempt also no verdict anywhere): each is the user's
 * mistake, not a failed check. Returns one line per such budget.
 */
function unreportedBudgets(budgets, analyses) {
    const out = [];
    for (const spec of budgets) {
        const reports = analyses.map((a) => a.report);
        let never = null;
        if (spec.metric === 'task_duration') {
            if (reports.every((r) => r.timing.task_duration_ms.count === 0))
                never = 'no attempt of any configuration reports a task duration';
        }
        else {
            const usage = spec.metric === 'cost_per_passed_attempt' ? 'cost_usd' : USAGE_OF[spec.metric];
            if (reports.every((r) => r.usage[usage].reported_by === 0))
                never = `no request of any configuration reports ${usage}`;
            else if (spec.metric === 'cost_per_passed_attempt' && reports.every((r) => r.evaluation.evaluated === 0)) {
                never = 'no attempt of any configuration has a pass/fail verdict';
            }
        }
        if (never !== null)
            out.push(`${spec.text}: ${never}`);
    }
    return out;
}
/** A figure in a budget's unit, signed when `signed`: `+$0.0123`, `-1,200`, `+850 ms`, `+30.0 %`. */
function budgets_formatBudgetFigure(metric, kind, value, signed = kind !== 'ceiling') {
    const sign = !signed ? (value < 0 ? '-' : '') : value > 0 ? '+' : value < 0 ? '-' : '±';
    const abs = Math.abs(value);
    if (kind === 'relative')
        return `${sign}${(abs * 100).toFixed(1)} %`;
    if (metric === 'cost' || metric === 'cost_per_passed_attempt') {
        const digits = abs === 0 || abs >= 0.01 ? 4 : 6;
        return `${sign}$${abs.toFixed(digits).replace(/(\.\d\d\d*?)0+$/, '$1')}`;
    }
    if (metric === 'task_duration')
        return `${sign}${Math.round(abs).toLocaleString('en-US')} ms`;
    return `${sign}${abs.toLocaleString('en-US', { maximumFractionDigits: 1 })}`;
}
/** The estimate and interval a budget's verdict was made on, in its limit's kind; null when it cannot be checked. */
function budgetFigure(r) {
    return r.limit.kind === 'relative' ? r.relative : r.limit.kind === 'ceiling' ? r.candidate_interval : r.difference;
}
/** `+30.0 % (95 % CI +21.3 % to +38.7 %)`, or the estimate with `no interval: …`. */
function budgetEstimateText(r) {
    const f = budgetFigure(r);
    if (f === null)
        return 'unknown';
    const fmt = (v) => budgets_formatBudgetFigure(r.metric, r.limit.kind, v);
    const est = fmt(f.estimate);
    return f.low === null || f.high === null ? `${est} (no interval: ${f.reason ?? 'unknown'})` : `${est} (95 % CI ${fmt(f.low)} to ${fmt(f.high)})`;
}
/** What the verdict says about noise: `beyond noise`, `not beyond noise`, or `` for a pass or no interval. */
function noiseText(r) {
    if (r.verdict !== 'failed' || r.excess_beyond_noise === null)
        return '';
    return r.excess_beyond_noise ? '; the excess is beyond noise (the whole interval lies above the limit)' : '; the excess is not beyond noise (the interval reaches below the limit)';
}
/** The gate reason of a budget that did not pass, or null for a pass. */
function budgetGateReason(r) {
    if (r.verdict === 'passed')
        return null;
    const who = r.candidate === null ? r.baseline : `${r.candidate} vs ${r.baseline}`;
    if (r.verdict === 'cannot_check')
        return `budget ${r.budget} cannot be checked for ${who} — ${r.reason ?? 'unknown'}`;
    const limit = budgets_formatBudgetFigure(r.metric, r.limit.kind, r.limit.value);
    return `budget ${r.budget} failed for ${who}: ${budgetEstimateText(r)} over the limit ${limit}${noiseText(r)}`;
}

;// CONCATENATED MODULE: ./src/inputs/budgets.ts
/**
 * Budgets as the user writes them (CLI `--budget METRIC=LIMIT`, repeatable;
 * action input `budgets`, one per line): METRIC one of `BUDGET_METRICS`,
 * LIMIT relative to the baseline (`+10%`, `-5%`: how much the candidate may
 * exceed the baseline's figure), a signed amount in the metric's unit
 * (`+0.01` USD, `+5000` tokens: the same as an amount), or an unsigned
 * ceiling in the metric's unit (`0.05` USD per attempt, `200000` tokens per
 * attempt, `30000` ms: the candidate's own figure may not exceed it).
 * Strict: anything else is a ConfigurationError naming the budget and the
 * valid forms.
 */


const NUMBER = '[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)';
const RELATIVE = new RegExp(`^(${NUMBER})\\s*%$`);
const ABSOLUTE = new RegExp(`^(${NUMBER})$`);
/**
 * Parses one budget, e.g. `cost=+10%` → `{ metric: 'cost', limit: { kind:
 * 'relative', value: 0.1 } }` (relative limits as fractions). `what` names
 * where it came from in the error (``--budget``, ``input `budgets` ``).
 * Throws ConfigurationError naming the budget and the valid forms.
 */
function parseBudget(text, what) {
    const trimmed = text.trim();
    const bad = (why) => new errors/* ConfigurationError */.j(`${what}: ${JSON.stringify(trimmed)} ${why}; a budget is ${BUDGET_FORMS}`);
    const eq = trimmed.indexOf('=');
    if (eq < 0)
        throw bad('has no `=`');
    const metric = trimmed.slice(0, eq).trim();
    const limit = trimmed.slice(eq + 1).trim();
    if (!BUDGET_METRICS.includes(metric))
        throw bad(`names no budget metric (${JSON.stringify(metric)})`);
    const relative = RELATIVE.exec(limit);
    const absolute = ABSOLUTE.exec(limit);
    const value = Number((relative ?? absolute)?.[1]);
    if ((relative === null && absolute === null) || !Number.isFinite(value))
        throw bad(`has no valid limit (${JSON.stringify(limit)})`);
    const kind = relative !== null ? 'relative' : /^[+-]/.test(limit) ? 'absolute' : 'ceiling';
    if (kind === 'ceiling' && value < 0)
        throw bad(`has a negative ceiling (${JSON.stringify(limit)})`);
    return { text: `${metric}=${limit}`, metric: metric, limit: { kind, value: kind === 'relative' ? value / 100 : value } };
}
/** Parses every budget given (blank lines skipped), in order; throws on the first bad one. */
function parseBudgets(texts, what) {
    return texts.filter((t) => t.trim() !== '').map((t) => parseBudget(t, what));
}

;// CONCATENATED MODULE: ./src/inputs/tolerance.ts
/**
 * The regression tolerance (CLI `--regression-tolerance-pp`, action input
 * `regression-tolerance-pp`): how many percentage points the upper bound
 * of the paired difference's 95 % interval may lie below 0 before the
 * `regression` gate fails. A finite number from 0 to 100.
 */

/**
 * Parses a tolerance in percentage points. `what` names the flag or input
 * in the error (e.g. ``input `regression-tolerance-pp` ``). Throws
 * ConfigurationError naming the value and what is valid.
 */
function parseTolerancePp(text, what) {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) {
        throw new errors/* ConfigurationError */.j(`${what}: ${JSON.stringify(text)} is not a tolerance; give percentage points from 0 to 100 (e.g. 5)`);
    }
    return value;
}

;// CONCATENATED MODULE: ./src/cli/args.ts
/**
 * Command-line arguments of `fabric-compare`, parsed once into a typed
 * object. Usage mistakes throw ConfigurationError (exit 2).
 */





/** The usage text printed by `--help` and after a usage error. */
const USAGE = `Usage:
  fabric-compare <manifest.json> [--details] [--json] [--fail-on incomplete|warnings|regression|never] [--regression-tolerance-pp N] [--budget METRIC=LIMIT ...]
  fabric-compare --harbor-job DIR [--harbor-job DIR ...] [--tb1-run DIR ...] [--configuration-map FILE] [--pass-threshold N] [...]
  fabric-compare summarize <manifest.json | --harbor-job DIR ... | --tb1-run DIR ...> --out shard.json
  fabric-compare merge shard.json [shard.json ...] [--details] [--json] [--fail-on POLICY] [--regression-tolerance-pp N] [--budget METRIC=LIMIT ...]

Options:
  --details            also list every attempt and request with its evidence source and gaps
  --json               print the whole report object (report_version 2) as JSON
  --fail-on POLICY     incomplete (default): exit 1 when evidence is incomplete;
                       warnings: also on warnings; regression: also when a candidate's
                       pass fraction is lower than the baseline's beyond noise (or that
                       cannot be checked); never: report only
  --regression-tolerance-pp N  regression: fail only when the 95 % interval's upper bound of
                       candidate − baseline is below −N percentage points (default 0)
  --budget METRIC=LIMIT  fail when a candidate's figure passes LIMIT (repeatable), paired by task:
                       METRIC cost, input_tokens, output_tokens, total_tokens (per attempt),
                       cost_per_passed_attempt or task_duration (median); LIMIT relative to the
                       baseline (+10%), an amount over it (cost=+0.01) or a ceiling in the metric's
                       unit (cost=0.05 USD, total_tokens=200000, task_duration=30000 ms); a figure
                       that cannot be compared fails it
  --harbor-job DIR     read a Harbor job folder instead of a manifest (repeatable)
  --tb1-run DIR        read a Terminal-Bench 1.x run folder (repeatable; combines with --harbor-job)
  --configuration-map FILE  JSON object mapping derived Harbor configuration ids to your ids
  --pass-threshold N   Harbor reward at or above which an attempt passes (default 1)
  --out FILE           summarize: write the shard summary (schema/shard-summary.schema.json) to FILE
  --help, --version

summarize reads one shard of the evidence; merge gives the report a single run over
all the shards' evidence would give (configurations in order of first appearance).

Exit status: 0 gate passed, 1 gate failed, 2 usage or manifest error, 3 internal error (a bug: please report it).`;
/** Parses `argv` (without node and script). Throws ConfigurationError naming the bad flag or value. */
function parseCliArgs(argv) {
    let parsed;
    try {
        parsed = (0,external_node_util_namespaceObject.parseArgs)({
            args: argv,
            allowPositionals: true,
            options: {
                details: { type: 'boolean', default: false },
                json: { type: 'boolean', default: false },
                'fail-on': { type: 'string', default: 'incomplete' },
                'harbor-job': { type: 'string', multiple: true, default: [] },
                'tb1-run': { type: 'string', multiple: true, default: [] },
                'configuration-map': { type: 'string' },
                'pass-threshold': { type: 'string' },
                'regression-tolerance-pp': { type: 'string' },
                budget: { type: 'string', multiple: true, default: [] },
                out: { type: 'string' },
                help: { type: 'boolean', short: 'h', default: false },
                version: { type: 'boolean', default: false }
            }
        });
    }
    catch (error) {
        throw new errors/* ConfigurationError */.j((0,errors/* errorMessage */.g)(error));
    }
    const { values } = parsed;
    const first = parsed.positionals[0];
    const command = first === 'summarize' || first === 'merge' ? first : 'compare';
    const positionals = command === 'compare' ? parsed.positionals : parsed.positionals.slice(1);
    const failOn = values['fail-on'];
    if (!GATE_POLICIES.includes(failOn)) {
        throw new errors/* ConfigurationError */.j(`--fail-on: ${JSON.stringify(failOn)} is not a policy; valid: ${GATE_POLICIES.join(', ')}`);
    }
    let passThreshold = null;
    if (values['pass-threshold'] !== undefined) {
        passThreshold = Number(values['pass-threshold']);
        if (values['pass-threshold'].trim() === '' || !Number.isFinite(passThreshold)) {
            throw new errors/* ConfigurationError */.j(`--pass-threshold: ${JSON.stringify(values['pass-threshold'])} is not a number`);
        }
    }
    const harborJobs = values['harbor-job'];
    const tb1Runs = values['tb1-run'];
    const folders = harborJobs.length + tb1Runs.length;
    const wantsRun = !values.help && !values.version;
    if (command === 'summarize' && wantsRun && values.out === undefined)
        throw new errors/* ConfigurationError */.j('summarize: give --out FILE for the shard summary');
    if (command !== 'summarize' && values.out !== undefined)
        throw new errors/* ConfigurationError */.j('--out is only for summarize');
    if (command === 'summarize' && values.budget.length > 0)
        throw new errors/* ConfigurationError */.j('--budget is for compare and merge: summarize writes a shard, the gate is decided at merge');
    if (command === 'merge') {
        if (wantsRun && positionals.length === 0)
            throw new errors/* ConfigurationError */.j('merge: give one or more shard summary files');
        if (folders > 0)
            throw new errors/* ConfigurationError */.j('merge reads shard summaries, not --harbor-job / --tb1-run folders');
    }
    if (command !== 'merge' && positionals.length > 1)
        throw new errors/* ConfigurationError */.j(`expected one manifest, got ${positionals.length}: ${positionals.join(' ')}`);
    const manifest = command === 'merge' ? null : (positionals[0] ?? null);
    if (command !== 'merge' && wantsRun && manifest === null && folders === 0) {
        throw new errors/* ConfigurationError */.j('no input: give a manifest path, --harbor-job DIR or --tb1-run DIR');
    }
    if (manifest !== null && folders > 0) {
        throw new errors/* ConfigurationError */.j('give either a manifest or --harbor-job / --tb1-run folders, not both');
    }
    return {
        command,
        out: values.out ?? null,
        shards: command === 'merge' ? positionals : [],
        manifest,
        harborJobs,
        tb1Runs,
        configurationMap: values['configuration-map'] ?? null,
        passThreshold,
        details: values.details,
        json: values.json,
        failOn: failOn,
        regressionTolerancePp: values['regression-tolerance-pp'] === undefined ? 0 : parseTolerancePp(values['regression-tolerance-pp'], '--regression-tolerance-pp'),
        budgets: parseBudgets(values.budget, '--budget'),
        help: values.help,
        version: values.version
    };
}

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./src/evidence/harbor/configuration.ts
/**
 * Which configuration a Harbor trial belongs to.
 *
 * Derived id (no mapping): `<agent>@<model>#<kwargs digest>` from the
 * trial's `config.agent` — `name` (else `import_path`, else
 * `agent_info.name`), `model_name`, and the first 8 hex digits of the
 * SHA-256 of `kwargs` serialised with sorted keys. `@<model>` is left out
 * without a model, `#<digest>` without kwargs (absent or `{}`). Two
 * configurations often share an agent name and differ only in kwargs
 * (e.g. `kwargs.harness`), hence the digest.
 *
 * Configuration map (`--configuration-map FILE`, JSON object of strings):
 * each key selects trials, each value is the user's configuration id. Keys,
 * tried in this order (first matching kind wins):
 *   1. a derived id exactly (`tbench.agent:X@openai/gpt-5#1a2b3c4d`);
 *   2. `job:<job folder name>` — every trial of that job;
 *   3. `kwargs.<key>=<value>` — trials whose `config.agent.kwargs[key]`,
 *      as a string, equals value (all matching selectors must agree);
 *   4. an agent name (`config.agent.name` or `agent_info.name`).
 */



/** JSON with object keys sorted, for a stable digest. */
function canonicalJson(v) {
    if (Array.isArray(v))
        return `[${v.map(canonicalJson).join(',')}]`;
    if (typeof v === 'object' && v !== null) {
        const entries = Object.keys(v)
            .sort()
            .map((k) => `${JSON.stringify(k)}:${canonicalJson(v[k])}`);
        return `{${entries.join(',')}}`;
    }
    return JSON.stringify(v) ?? 'null';
}
/** First 8 hex digits of SHA-256 over the canonical JSON of `kwargs`; null for absent or empty kwargs. */
function kwargsDigest(kwargs) {
    if (kwargs === null || Object.keys(kwargs).length === 0)
        return null;
    return (0,external_node_crypto_namespaceObject.createHash)('sha256').update(canonicalJson(kwargs)).digest('hex').slice(0, 8);
}
/** The derived configuration id of an agent config (module comment). `fallbackName` = `agent_info.name`. */
function derivedConfigurationId(agent, fallbackName = null) {
    const name = agent.name ?? agent.import_path ?? fallbackName ?? 'unknown-agent';
    const digest = kwargsDigest(agent.kwargs);
    return `${name}${agent.model_name ? `@${agent.model_name}` : ''}${digest ? `#${digest}` : ''}`;
}
/** The subject of a trial in job folder `job`. */
function trialSubject(t, job) {
    return { derived: derivedConfigurationId(t.agent, t.agent_info.name), job, agent: t.agent, agent_info_name: t.agent_info.name };
}
function kwargMatches(key, s) {
    const eq = key.indexOf('=');
    const name = key.slice('kwargs.'.length, eq);
    const want = key.slice(eq + 1);
    const kwargs = s.agent.kwargs;
    const have = kwargs != null && Object.hasOwn(kwargs, name) ? kwargs[name] : undefined;
    if (have === undefined)
        return false;
    return (typeof have === 'string' ? have : JSON.stringify(have)) === want;
}
/** Apply the configuration map (module comment) to a subject; unmapped → the derived id. */
function resolveConfiguration(s, map) {
    if (map === undefined)
        return { id: s.derived, mapped: false, conflict: null };
    const direct = map[s.derived] ?? map[`job:${s.job}`];
    if (direct !== undefined)
        return { id: direct, mapped: true, conflict: null };
    const byKwargs = Object.keys(map).filter((k) => k.startsWith('kwargs.') && k.includes('=') && kwargMatches(k, s));
    const values = [...new Set(byKwargs.map((k) => map[k]))];
    if (values.length === 1)
        return { id: values[0], mapped: true, conflict: null };
    if (values.length > 1)
        return { id: s.derived, mapped: false, conflict: byKwargs.join(', ') };
    for (const n of [s.agent.name, s.agent_info_name]) {
        if (n !== null && map[n] !== undefined)
            return { id: map[n], mapped: true, conflict: null };
    }
    return { id: s.derived, mapped: false, conflict: null };
}
/**
 * Parse the text of a `--configuration-map` file: a JSON object whose
 * values are configuration ids (non-empty strings), keys non-empty. The
 * map has no prototype (keys such as `__proto__` or `constructor` are kept
 * and matched exactly). Throws an Error naming `file` and the offending
 * key when the shape is wrong or the JSON is malformed.
 */
function parseConfigurationMap(text, file) {
    const parsed = parseJsonText(text);
    if (!parsed.ok)
        throw new Error(`${file}: malformed JSON: ${parsed.reason}`);
    const value = parsed.value;
    const shape = `${file}: a configuration map is a JSON object of non-empty strings`;
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw new Error(`${shape}: found ${Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`}`);
    const map = keyedRecord();
    for (const [key, id] of Object.entries(value)) {
        if (key === '')
            throw new Error(`${shape} at key "": a key is empty`);
        if (typeof id !== 'string' || id === '')
            throw new Error(`${shape} at key ${JSON.stringify(key)}: expected a non-empty string, found ${JSON.stringify(id)}`);
        map[key] = id;
    }
    return map;
}

;// CONCATENATED MODULE: ./src/evidence/harbor/json-file.ts
/**
 * Reading one JSON file of a Harbor job or ATIF trajectory: UTF-8, parsed
 * once with the shared lenient parser (`../json-text.ts`: BOM stripped,
 * Python `NaN` read as null with a diagnostic). Small shared helper of
 * `src/evidence/harbor/` and `src/evidence/atif/`.
 */


/**
 * Read and parse `file`; `diagnostics` (number findings) carry `json_path`
 * but no `file` (the caller adds it). Never throws for a missing file or malformed JSON
 * (those are outcomes); other I/O errors (permissions, ELOOP, a name over
 * the limit), a FIFO/socket/device (refused before reading, never waited
 * on) and a file over `MAX_JSON_FILE_BYTES` become `unreadable`.
 */
async function readJsonFile(file) {
    const text = readEvidenceText(file);
    if (typeof text !== 'string')
        return text;
    const parsed = parseJsonText(text);
    if (!parsed.ok)
        return { state: 'unreadable', reason: parsed.reason };
    return { state: 'read', value: parsed.value, diagnostics: parsed.diagnostics };
}
/** The value as a plain object, or null (arrays and primitives are not objects here). */
function json_file_asObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? v : null;
}
/** A finite number, or null for anything else (absent, null, string, NaN). Never 0 by default. */
function numberOrNull(v) {
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
}
/** A string, or null for anything else. */
function stringOrNull(v) {
    return typeof v === 'string' ? v : null;
}

;// CONCATENATED MODULE: ./src/evidence/harbor/job-config.ts
/**
 * The expected inventory of a Harbor job from its `config.json`
 * (`JobConfig`): `agents[] × tasks[] × n_attempts`.
 *
 * Known only when `tasks` is an explicit non-empty list and no `datasets`
 * are given (a dataset's task list is resolved at run time from a registry
 * and is not in the file), and `agents` is a non-empty list.
 * `n_attempts` absent means Harbor's default, 1. Anything else: the
 * inventory is unknown (the configurations' `attempts_complete` stays null).
 */


/** An agent config object (`config.agent` of a trial, `agents[]` of a job), reduced. */
function agentConfigOf(v) {
    const a = json_file_asObject(v);
    if (a === null)
        return null;
    return {
        name: stringOrNull(a.name),
        import_path: stringOrNull(a.import_path),
        model_name: stringOrNull(a.model_name),
        kwargs: json_file_asObject(a.kwargs)
    };
}
/** Task name of a `TaskConfig`: `name` (`org/name`), else the folder name of `path`. */
function taskNameOf(v) {
    const t = json_file_asObject(v);
    if (t === null)
        return null;
    const name = stringOrNull(t.name);
    if (name !== null)
        return name;
    const p = stringOrNull(t.path);
    return p === null ? null : external_node_path_default().posix.basename(p.replace(/\\/g, '/').replace(/\/+$/, ''));
}
/** Read `<jobDir>/config.json` (shown as `display`) into an inventory. */
async function readJobInventory(jobDir, display, diagnostics) {
    const read = await readJsonFile(external_node_path_default().join(jobDir, 'config.json'));
    if (read.state === 'missing')
        return { known: false, reason: 'the job has no config.json' };
    if (read.state === 'unreadable') {
        diagnostics.push({ code: 'harbor_job_config_unreadable', message: read.reason, file: display });
        return { known: false, reason: 'config.json is unreadable' };
    }
    const c = json_file_asObject(read.value);
    if (c === null) {
        diagnostics.push({ code: 'harbor_job_config_unreadable', message: 'config.json is not a JSON object', file: display });
        return { known: false, reason: 'config.json is not an object' };
    }
    const datasets = Array.isArray(c.datasets) ? c.datasets : [];
    const tasksIn = Array.isArray(c.tasks) ? c.tasks : [];
    if (datasets.length > 0)
        return { known: false, reason: 'config.json selects tasks from a dataset (resolved at run time)' };
    const tasks = tasksIn.map(taskNameOf);
    if (tasks.length === 0 || tasks.some((t) => t === null))
        return { known: false, reason: 'config.json has no explicit task list' };
    const agents = (Array.isArray(c.agents) ? c.agents : []).map(agentConfigOf);
    if (agents.length === 0 || agents.some((a) => a === null))
        return { known: false, reason: 'config.json has no agents list' };
    const n = c.n_attempts === undefined ? 1 : numberOrNull(c.n_attempts);
    if (n === null || !Number.isInteger(n) || n < 1) {
        diagnostics.push({ code: 'harbor_job_config_unreadable', message: 'n_attempts is not a positive integer', file: display, json_path: '$.n_attempts' });
        return { known: false, reason: 'n_attempts is invalid' };
    }
    return { known: true, agents: agents, tasks: [...new Set(tasks)], n_attempts: n };
}
/** Does a trial's `task_name` denote the expected task (exact, or equal after dropping an `org/` prefix)? */
function sameTask(trialTask, expected) {
    if (trialTask === expected)
        return true;
    const bare = (s) => s.slice(s.lastIndexOf('/') + 1);
    return bare(trialTask) === bare(expected) && (!trialTask.includes('/') || !expected.includes('/'));
}

;// CONCATENATED MODULE: ./src/evidence/harbor/revisions.ts

const bare = (task) => task.slice(task.lastIndexOf('/') + 1);
function bump(spellings, task, revision, by) {
    let revisions = spellings.get(task);
    if (revisions === undefined)
        spellings.set(task, (revisions = new Map()));
    const n = (revisions.get(revision) ?? 0) + by;
    if (n === 0)
        revisions.delete(revision);
    else
        revisions.set(revision, n);
}
/** The only known revision of `task` in the group, or null when none or several. */
function onlyRevision(spellings, task, unknown) {
    let only = null;
    for (const [spelling, revisions] of spellings) {
        if (!sameTask(spelling, task))
            continue;
        for (const revision of revisions.keys()) {
            if (revision === unknown || revision === only)
                continue;
            if (only !== null)
                return null;
            only = revision;
        }
    }
    return only;
}
/**
 * Fills, in place and in input order, the revision of every attempt whose
 * revision is `unknown` when the other attempts of its task know exactly
 * one; a `missing` attempt also takes the task spelling of the first other
 * attempt (in input order) at that revision under another spelling.
 */
function fillRevisions(attempts, unknown) {
    const groups = new Map();
    for (const a of attempts) {
        const key = bare(a.task);
        let group = groups.get(key);
        if (group === undefined)
            groups.set(key, (group = { members: [], spellings: new Map(), unknowns: 0 }));
        group.members.push(a);
        bump(group.spellings, a.task, a.revision, 1);
        if (a.revision === unknown)
            group.unknowns++;
    }
    for (const { members, spellings, unknowns } of groups.values()) {
        if (unknowns === 0)
            continue;
        for (const a of members) {
            if (a.revision !== unknown)
                continue;
            const only = onlyRevision(spellings, a.task, unknown);
            if (only !== null) {
                bump(spellings, a.task, a.revision, -1);
                a.revision = only;
                bump(spellings, a.task, a.revision, 1);
            }
            if (!a.missing)
                continue;
            // Another spelling of the task at this revision? (counts first; the member scan only when one exists)
            const other = [...spellings].some(([t, revisions]) => t !== a.task && sameTask(t, a.task) && (revisions.get(a.revision) ?? 0) > 0);
            if (!other)
                continue;
            const named = members.find((b) => b.revision === a.revision && b !== a && sameTask(b.task, a.task) && b.task !== a.task);
            if (named !== undefined) {
                bump(spellings, a.task, a.revision, -1);
                a.task = named.task;
                bump(spellings, a.task, a.revision, 1);
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/evidence/harbor/job-stats.ts
/**
 * Harbor's job `result.json` (`JobResult`) cross-checked against its
 * trials. Harbor's `stats.evals[key].metrics[].mean` counts a trial with no
 * reward as 0; the comparison never uses it. The mean is recomputed over
 * the trials that have the primary reward, and where Harbor's figure
 * disagrees a `harbor_job_mean_differs` diagnostic names both. Naive
 * job timestamps are flagged `timestamp_without_offset`.
 */



/** Harbor's evals key `agent__model__dataset` (0.1.x replaced `/` by `-`). */
function evalKeys(t) {
    const agent = t.agent_info.name ?? t.agent.name ?? '';
    const parts = [agent, t.agent_info.model_name, t.source].filter((p) => p !== null && p !== '');
    const withoutModel = [agent, t.source].filter((p) => p !== null && p !== '');
    const keys = [parts.join('__'), withoutModel.join('__')];
    return [...keys, ...keys.map((k) => k.replace(/\//g, '-'))];
}
function fmt(v) {
    return v === null ? 'none' : String(Number(v.toFixed(6)));
}
/**
 * Harbor's job-level trial counts against what was found: `n_total_trials`
 * against the trial folders, `stats.n_trials` (trials that finished) against
 * the trials with a readable result. One `harbor_job_trials_differ` per
 * disagreement. `folders` null = not counted (skip the first check).
 */
function trialCounts(job, display, folders, withResult) {
    const out = [];
    const total = numberOrNull(job.n_total_trials);
    if (total !== null && folders !== null && total !== folders) {
        const gap = total > folders ? `${total - folders} not found` : `${folders - total} more than it counts`;
        out.push({ code: 'harbor_job_trials_differ', message: `the job's result.json counts ${total} trials (n_total_trials); ${folders} trial folders found (${gap})`, file: display, json_path: '$.n_total_trials' });
    }
    const done = numberOrNull(json_file_asObject(job.stats)?.n_trials);
    if (done !== null && done !== withResult) {
        out.push({ code: 'harbor_job_trials_differ', message: `the job's result.json counts ${done} finished trials (stats.n_trials); ${withResult} trial results read`, file: display, json_path: '$.stats.n_trials' });
    }
    return out;
}
/**
 * Check `<jobDir>/result.json` (shown as `display`) against the job's
 * trials: timestamps, trial counts ({@link trialCounts}; `folders` = trial
 * folders found, null when not counted) and Harbor's mean reward.
 */
async function checkJobResult(jobDir, display, trials, folders = null) {
    const read = await readJsonFile(external_node_path_default().join(jobDir, 'result.json'));
    if (read.state === 'missing')
        return [];
    if (read.state === 'unreadable')
        return [{ code: 'harbor_job_result_unreadable', message: read.reason, file: display }];
    const job = json_file_asObject(read.value);
    if (job === null)
        return [{ code: 'harbor_job_result_unreadable', message: 'not a JSON object', file: display }];
    const out = [];
    for (const k of ['started_at', 'finished_at']) {
        const v = job[k];
        if (typeof v === 'string')
            timestampMs(v, `$.${k}`, out, { file: display });
    }
    const counts = trialCounts(job, display, folders, trials.length);
    out.push(...counts);
    const total = numberOrNull(job.n_total_trials);
    const why = total !== null && folders !== null && total !== folders
        ? `Harbor's mean covers its ${total} trials (n_total_trials), ${folders} found here, and counts a missing reward as 0`
        : 'Harbor counts a missing reward as 0';
    const evals = json_file_asObject(json_file_asObject(job.stats)?.evals) ?? {};
    const entries = Object.entries(evals);
    for (const [key, value] of entries) {
        const metrics = json_file_asObject(value)?.metrics;
        const harborMean = Array.isArray(metrics) ? numberOrNull(json_file_asObject(metrics[0])?.mean) : null;
        if (harborMean === null)
            continue;
        const mine = entries.length === 1 ? trials : trials.filter((t) => evalKeys(t.trial).includes(key));
        const rewards = mine.map((t) => t.primary_reward).filter((r) => r !== null);
        const mean = rewards.length === 0 ? null : rewards.reduce((a, b) => a + b, 0) / rewards.length;
        if (mean !== null && Math.abs(mean - harborMean) <= 1e-9)
            continue;
        out.push({
            code: 'harbor_job_mean_differs',
            message: `Harbor reports mean reward ${fmt(harborMean)} for ${key}; recomputed over ${rewards.length} of ${mine.length} trial(s) with a reward: ${fmt(mean)} (${why})`,
            file: display,
            json_path: `$.stats.evals[${JSON.stringify(key)}].metrics[0].mean`
        });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/evidence/atif/segment.ts



/** The ATIF versions this reader knows (others are read leniently and flagged). */
const ATIF_VERSIONS = ['ATIF-v1.0', 'ATIF-v1.1', 'ATIF-v1.2', 'ATIF-v1.3', 'ATIF-v1.4', 'ATIF-v1.5', 'ATIF-v1.6', 'ATIF-v1.7'];
function add(sum, v) {
    return v === null ? sum : (sum ?? 0) + v;
}
/**
 * Reduce a parsed trajectory. Returns `{ok: false}` when the root is not an
 * object or `steps` is present but not a list (wrong type for this file).
 */
function reduceAtif(value, file) {
    const root = json_file_asObject(value);
    if (root === null)
        return { ok: false, json_path: '$', reason: 'an ATIF trajectory is a JSON object' };
    const stepsIn = root.steps ?? [];
    if (!Array.isArray(stepsIn))
        return { ok: false, json_path: '$.steps', reason: 'steps must be a list' };
    const diagnostics = [];
    const version = stringOrNull(root.schema_version);
    if (version === null || !ATIF_VERSIONS.includes(version))
        diagnostics.push({
            code: 'atif_unknown_version',
            message: `schema_version ${JSON.stringify(root.schema_version ?? null)} is not ATIF-v1.0…v1.7; read leniently`,
            file,
            json_path: '$.schema_version'
        });
    const sums = { prompt_tokens: null, completion_tokens: null, cached_tokens: null, cost_usd: null };
    const refs = [];
    let copied = 0;
    let first = null;
    let last = null;
    let naive = 0;
    const seenRefs = new Set();
    /** Wrong values found in the steps (json_path set, file added below). */
    const found = [];
    for (let i = 0; i < stepsIn.length; i++) {
        const step = json_file_asObject(stepsIn[i]);
        if (step === null)
            continue;
        const ts = typeof step.timestamp === 'string' ? parseTimestamp(step.timestamp) : null;
        if (ts !== null && ts.ms !== null) {
            first = first === null ? ts.ms : Math.min(first, ts.ms);
            last = last === null ? ts.ms : Math.max(last, ts.ms);
        }
        else if (ts !== null)
            naive++;
        const results = json_file_asObject(step.observation)?.results;
        if (Array.isArray(results)) {
            for (const r of results) {
                const refList = json_file_asObject(r)?.subagent_trajectory_ref;
                for (const ref of Array.isArray(refList) ? refList : []) {
                    const p = stringOrNull(json_file_asObject(ref)?.trajectory_path);
                    if (p !== null && !seenRefs.has(p)) {
                        seenRefs.add(p);
                        refs.push(p);
                    }
                }
            }
        }
        else if (results !== undefined && results !== null) {
            found.push({ code: 'atif_field_invalid', message: `observation.results is a ${jsonTypeName(results)}, not a list; its subagent references are not read`, json_path: `$.steps[${i}].observation.results` });
        }
        if (step.is_copied_context === true) {
            copied++;
            continue;
        }
        const m = json_file_asObject(step.metrics);
        if (m === null)
            continue;
        const at = `$.steps[${i}].metrics`;
        sums.prompt_tokens = add(sums.prompt_tokens, countOrNote(m.prompt_tokens, `${at}.prompt_tokens`, found));
        sums.completion_tokens = add(sums.completion_tokens, countOrNote(m.completion_tokens, `${at}.completion_tokens`, found));
        sums.cached_tokens = add(sums.cached_tokens, countOrNote(m.cached_tokens, `${at}.cached_tokens`, found));
        sums.cost_usd = add(sums.cost_usd, countOrNote(m.cost_usd, `${at}.cost_usd`, found, 'usd'));
    }
    if (naive > 0)
        diagnostics.push({
            code: 'timestamp_without_offset',
            message: `${naive} step timestamp(s) have no UTC offset or are not RFC 3339; not read in any local time zone`,
            file
        });
    const fm = json_file_asObject(root.final_metrics);
    const finalMetrics = fm === null
        ? null
        : {
            prompt_tokens: countOrNote(fm.total_prompt_tokens, '$.final_metrics.total_prompt_tokens', found),
            completion_tokens: countOrNote(fm.total_completion_tokens, '$.final_metrics.total_completion_tokens', found),
            cached_tokens: countOrNote(fm.total_cached_tokens, '$.final_metrics.total_cached_tokens', found),
            cost_usd: countOrNote(fm.total_cost_usd, '$.final_metrics.total_cost_usd', found, 'usd'),
            total_steps: countOrNote(fm.total_steps, '$.final_metrics.total_steps', found)
        };
    for (const m of ['prompt_tokens', 'completion_tokens', 'cached_tokens', 'cost_usd']) {
        if (sums[m] === null || Number.isFinite(sums[m]))
            continue;
        sums[m] = null;
        found.push({ code: 'atif_field_invalid', message: `the sum of the steps' metrics.${m} exceeds the largest 64-bit float; not reported`, json_path: '$.steps' });
    }
    for (const d of found)
        diagnostics.push({ ...d, file });
    const embedded = Array.isArray(root.subagent_trajectories) ? root.subagent_trajectories.length : 0;
    return {
        ok: true,
        value: {
            schema_version: version,
            session_id: stringOrNull(root.session_id),
            final_metrics: finalMetrics,
            step_sums: sums,
            step_count: stepsIn.length,
            copied_steps: copied,
            continued_trajectory_ref: stringOrNull(root.continued_trajectory_ref),
            subagent_refs: refs,
            embedded_subagents: embedded,
            first_step_ms: first,
            last_step_ms: last,
            diagnostics
        }
    };
}

;// CONCATENATED MODULE: ./src/evidence/atif/checks.ts
const METRICS = ['prompt_tokens', 'completion_tokens', 'cached_tokens', 'cost_usd'];
/** Equal up to float noise (costs are sums of floats such as 0.029804999999999998). */
function same(a, b) {
    return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}
function checks_fmt(m, v) {
    return m === 'cost_usd' ? `$${Number(v.toFixed(6))}` : v.toLocaleString('en-US');
}
function cachedCheck(c, what, file) {
    if (c.cached_tokens === null || c.prompt_tokens === null || c.cached_tokens <= c.prompt_tokens)
        return [];
    return [
        {
            code: 'atif_cached_exceeds_prompt',
            message: `${what}: cached tokens ${checks_fmt('cached_tokens', c.cached_tokens)} exceed prompt tokens ${checks_fmt('prompt_tokens', c.prompt_tokens)}; the producer counted cache apart from prompt (ATIF says prompt includes cached)`,
            file
        }
    ];
}
/** Run every check (module comment). */
function atifChecks(input) {
    const out = [];
    const head = input.segments[0]?.display ?? '';
    const fm = input.final?.seg.final_metrics ?? null;
    const finalFile = input.final?.display ?? head;
    if (fm)
        out.push(...cachedCheck(fm, 'final_metrics', finalFile));
    if (input.steps && !(fm && cachedCheck(fm, '', '').length > 0))
        out.push(...cachedCheck(input.steps, 'summed step metrics', head));
    const stepCount = input.segments.reduce((n, s) => n + s.seg.step_count - s.seg.copied_steps, 0);
    if (fm && fm.total_steps !== null && fm.total_steps !== stepCount)
        out.push({
            code: 'atif_total_steps_mismatch',
            message: `final_metrics.total_steps is ${fm.total_steps} but the trajectory has ${stepCount} step(s)${input.segments.length > 1 ? ' across its segments (copied context excluded)' : ''}`,
            file: finalFile,
            json_path: '$.final_metrics.total_steps'
        });
    if (fm && input.steps) {
        for (const m of METRICS) {
            const f = fm[m];
            const s = input.steps[m];
            if (f === null || s === null || same(f, s))
                continue;
            const sub = input.subagent_totals?.[m] ?? null;
            const explained = sub !== null && same(f, s + sub);
            out.push({
                code: 'atif_metrics_mismatch',
                message: `final_metrics ${m} ${checks_fmt(m, f)} ≠ summed step metrics ${checks_fmt(m, s)} (difference ${checks_fmt(m, f - s)})${explained ? '; equal to the subagent trajectories’ totals, which final_metrics include' : ''}`,
                file: finalFile,
                json_path: `$.final_metrics.total_${m}`
            });
        }
    }
    const embedded = input.segments.reduce((n, s) => n + s.seg.embedded_subagents, 0);
    const nSub = input.subagent_refs.length + embedded;
    if (nSub > 0) {
        const t = input.subagent_totals;
        const totals = t && t.prompt_tokens !== null ? `; their final_metrics total ${checks_fmt('prompt_tokens', t.prompt_tokens)} prompt tokens` : '';
        out.push({
            code: 'atif_subagent_trajectories',
            message: `${nSub} subagent trajectory(ies)${input.subagent_refs.length ? ` (${input.subagent_refs.join(', ')})` : ''}${totals}; never added into the parent`,
            file: head
        });
    }
    if (input.segments.length > 1)
        out.push({
            code: 'atif_continued',
            message: `trajectory continues over ${input.segments.length} files (${input.segments.map((s) => s.display).join(' → ')}); the last segment's cumulative final_metrics are used, segments are never summed`,
            file: head
        });
    return out;
}

;// CONCATENATED MODULE: ./src/evidence/atif/trajectory.ts
/**
 * An attempt's ATIF trajectory with its continuation files and subagent
 * trajectories, turned into legacy counters and diagnostics (formats.md §7).
 *
 * - Continuations (`continued_trajectory_ref`) are followed; the **last**
 *   segment's `final_metrics` are cumulative for the whole run and are the
 *   `atif.final_metrics` counter. Segments are never summed; step metrics
 *   are summed across segments skipping `is_copied_context` steps.
 * - Subagent trajectories (`subagent_trajectory_ref`) are read only to
 *   explain a difference; never added into the parent.
 * - Counters are legacy: shown and cross-checked, never accounting.
 */




/** Longest continuation chain followed (guards against reference cycles). */
const MAX_SEGMENTS = 64;
async function loadSegment(abs, display, missingCode) {
    const read = await readJsonFile(abs);
    if (read.state === 'missing') {
        if (missingCode === null)
            return { ok: false, diagnostic: null };
        return { ok: false, diagnostic: { code: missingCode, message: `ATIF file ${display} is referenced but absent`, file: display } };
    }
    if (read.state === 'unreadable')
        return { ok: false, diagnostic: { code: 'atif_unreadable', message: read.reason, file: display } };
    const r = reduceAtif(read.value, display);
    if (!r.ok)
        return { ok: false, diagnostic: { code: 'atif_unreadable', message: r.reason, file: display, json_path: r.json_path } };
    r.value.diagnostics.unshift(...read.diagnostics.map((d) => ({ ...d, file: display })));
    return { ok: true, seg: r.value };
}
function counter(source, file, c) {
    const out = {
        source,
        input_tokens: c.prompt_tokens,
        cached_input_tokens: c.cached_tokens,
        output_tokens: c.completion_tokens,
        total_tokens: null,
        cost_usd: c.cost_usd
    };
    if (file !== undefined)
        out.file = file;
    return out;
}
function addCounters(a, b) {
    // A sum beyond the largest float is unknown (null), never Infinity.
    const f = (x, y) => (x === null ? y : y === null ? x : Number.isFinite(x + y) ? x + y : null);
    return {
        prompt_tokens: f(a.prompt_tokens, b.prompt_tokens),
        completion_tokens: f(a.completion_tokens, b.completion_tokens),
        cached_tokens: f(a.cached_tokens, b.cached_tokens),
        cost_usd: f(a.cost_usd, b.cost_usd)
    };
}
const EMPTY = { prompt_tokens: null, completion_tokens: null, cached_tokens: null, cost_usd: null };
/**
 * Read the trajectory at absolute `file` (shown as `display`). Returns null
 * when the file does not exist (no trajectory is not a finding).
 */
async function loadAtifTrajectory(file, display) {
    const first = await loadSegment(file, display, null);
    if (!first.ok && first.diagnostic === null)
        return null;
    const diagnostics = [];
    const segs = [];
    let next = first;
    let abs = file;
    let shown = display;
    const seen = new Set();
    while (next.ok && segs.length < MAX_SEGMENTS) {
        segs.push({ seg: next.seg, display: shown, abs });
        diagnostics.push(...next.seg.diagnostics);
        seen.add(abs);
        const ref = next.seg.continued_trajectory_ref;
        if (ref === null)
            break;
        abs = external_node_path_default().resolve(external_node_path_default().dirname(abs), ref);
        shown = external_node_path_default().posix.join(external_node_path_default().posix.dirname(shown), ref);
        if (seen.has(abs)) {
            diagnostics.push({ code: 'atif_unreadable', message: `continuation ${ref} loops back to an earlier segment`, file: shown });
            break;
        }
        next = await loadSegment(abs, shown, 'atif_continuation_missing');
    }
    if (!next.ok && next.diagnostic !== null)
        diagnostics.push(next.diagnostic);
    if (segs.length === 0)
        return { segments: [], legacy_counters: [], subagent_totals: null, first_step_ms: null, last_step_ms: null, diagnostics };
    let steps = EMPTY;
    const subRefs = [];
    for (const { seg, display: d, abs: segAbs } of segs) {
        steps = addCounters(steps, seg.step_sums);
        for (const r of seg.subagent_refs) {
            const sub = { abs: external_node_path_default().resolve(external_node_path_default().dirname(segAbs), r), display: external_node_path_default().posix.join(external_node_path_default().posix.dirname(d), r) };
            if (!subRefs.some((s) => s.display === sub.display))
                subRefs.push(sub);
        }
    }
    let subTotals = null;
    for (const s of subRefs) {
        const loaded = await loadSegment(s.abs, s.display, 'atif_subagent_missing');
        if (!loaded.ok) {
            if (loaded.diagnostic)
                diagnostics.push(loaded.diagnostic);
            continue;
        }
        if (loaded.seg.final_metrics)
            subTotals = addCounters(subTotals ?? EMPTY, loaded.seg.final_metrics);
    }
    const lastWithFinal = [...segs].reverse().find((s) => s.seg.final_metrics !== null);
    const legacy = [];
    if (lastWithFinal?.seg.final_metrics)
        legacy.push(counter('atif.final_metrics', lastWithFinal.display, lastWithFinal.seg.final_metrics));
    const anyStepMetrics = Object.values(steps).some((v) => v !== null);
    if (anyStepMetrics)
        legacy.push(counter('atif.steps (sum)', segs[0]?.display, steps));
    diagnostics.push(...atifChecks({
        segments: segs,
        final: lastWithFinal ?? null,
        steps: anyStepMetrics ? steps : null,
        subagent_refs: subRefs.map((s) => s.display),
        subagent_totals: subTotals
    }));
    const firsts = segs.map((s) => s.seg.first_step_ms).filter((v) => v !== null);
    const lasts = segs.map((s) => s.seg.last_step_ms).filter((v) => v !== null);
    return {
        segments: segs.map((s) => s.display),
        legacy_counters: legacy,
        subagent_totals: subTotals,
        first_step_ms: firsts.length ? Math.min(...firsts) : null,
        last_step_ms: lasts.length ? Math.max(...lasts) : null,
        diagnostics
    };
}

;// CONCATENATED MODULE: ./src/evidence/harbor/requests.ts
/**
 * The requests of one Harbor trial (formats.md §6, research §1.7).
 *
 * NeMo Fabric agent: Harbor's Fabric runner makes one request per
 * `agent/fabric-result-<token>.json` (host `<trial>/agent/` = container
 * `/logs/agent/`, so container artifact paths are re-rooted onto the trial
 * folder). Every `run-record.jsonl` found under `<trial>/agent/` is paired
 * with its full result by `.fabric/<runtime_id>/<invocation_id>/`, else by
 * request id, else listed as its own request. When
 * `agent_result.metadata.fabric` names a request id that no file carries,
 * that request is expected and its full result missing. The request list
 * is verified (`requests_complete: true`) when `metadata.fabric` is
 * present (the runner recorded its one request); unverified (null) when only
 * files were found.
 *
 * Non-Fabric agent (no result, no record, no `metadata.fabric`): one
 * request whose accounting is the trial's `agent_result` counters, as
 * harness counters labelled `harbor.agent_result`; the list is complete.
 *
 * `agent_result` counters of a Fabric trial (backfilled by Harbor from the
 * ATIF) and `metadata.api_equivalent_cost_usd` are legacy counters.
 */






/** Label of Harbor `agent_result` counters in every rendering. */
const HARBOR_COUNTERS_SOURCE = 'harbor.agent_result';
/** `run-record.jsonl` files under `dir`, depth-limited, sorted. */
async function findRecords(dir, depth = 8) {
    if (depth < 0)
        return [];
    let entries;
    try {
        entries = await (0,promises_namespaceObject.readdir)(dir, { withFileTypes: true });
    }
    catch {
        return [];
    }
    const out = [];
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
        const p = external_node_path_default().join(dir, e.name);
        if (e.isDirectory())
            out.push(...(await findRecords(p, depth - 1)));
        else if (e.isFile() && e.name === 'run-record.jsonl')
            out.push(p);
    }
    return out;
}
async function fabricResultFiles(agentDir) {
    try {
        const names = await (0,promises_namespaceObject.readdir)(agentDir);
        return names.filter((n) => /^fabric-result-.*\.json$/.test(n)).sort().map((n) => external_node_path_default().join(agentDir, n));
    }
    catch {
        return [];
    }
}
/** `<runtime>/<invocation>` of `.../.fabric/<runtime>/<invocation>/run-record.jsonl`, or null. */
function recordKey(file) {
    const parts = file.split((external_node_path_default()).sep);
    const i = parts.lastIndexOf('.fabric');
    return i >= 0 && parts.length === i + 4 ? `${parts[i + 1]}/${parts[i + 2]}` : null;
}
function counterOf(source, file, ar) {
    return {
        source,
        file,
        input_tokens: ar.n_input_tokens,
        cached_input_tokens: ar.n_cache_tokens,
        output_tokens: ar.n_output_tokens,
        total_tokens: null,
        cost_usd: ar.cost_usd
    };
}
function apiEquivalent(ar, file) {
    const v = numberOrNull(ar?.metadata?.api_equivalent_cost_usd);
    if (v === null)
        return [];
    return [
        {
            source: 'harbor.agent_result.metadata.api_equivalent_cost_usd (API-equivalent price, not a bill)',
            file,
            input_tokens: null,
            cached_input_tokens: null,
            output_tokens: null,
            total_tokens: null,
            cost_usd: v
        }
    ];
}
/** The harness-counter request of a non-Fabric trial. */
function harnessRequest(t, resultRef) {
    const ar = t.agent_result;
    const value = {
        source: HARBOR_COUNTERS_SOURCE,
        usage: {
            input_tokens: ar?.n_input_tokens ?? null,
            cached_input_tokens: ar?.n_cache_tokens ?? null,
            output_tokens: ar?.n_output_tokens ?? null,
            reasoning_tokens: null,
            total_tokens: null,
            cost_usd: ar?.cost_usd ?? null,
            pricing_basis: null
        },
        status: null,
        diagnostics: []
    };
    return { request_id: null, result: null, record: null, harness_counters: { ...resultRef, state: 'read', value } };
}
/**
 * The trial's `agent_result` with every counter checked: a token count that
 * is not a non-negative integer, or a negative cost, is null with an
 * `invalid_count` diagnostic (file `file`) — it contributes nothing.
 */
function checkedAgentResult(ar, file, diagnostics) {
    if (ar === null)
        return null;
    const found = [];
    const checked = {
        ...ar,
        n_input_tokens: countOrNote(ar.n_input_tokens, '$.agent_result.n_input_tokens', found),
        n_cache_tokens: countOrNote(ar.n_cache_tokens, '$.agent_result.n_cache_tokens', found),
        n_output_tokens: countOrNote(ar.n_output_tokens, '$.agent_result.n_output_tokens', found),
        cost_usd: countOrNote(ar.cost_usd, '$.agent_result.cost_usd', found, 'usd')
    };
    for (const d of found)
        diagnostics.push({ ...d, file });
    return checked;
}
/** Read the requests of the trial in `trialDir` whose result.json is `resultRef`. */
async function trialRequests(trialDir, trial, resultRef, refOf) {
    const diagnostics = [];
    const t = { ...trial, agent_result: checkedAgentResult(trial.agent_result ?? null, resultRef.path, diagnostics) };
    const agentDir = external_node_path_default().join(trialDir, 'agent');
    const resultFiles = await fabricResultFiles(agentDir);
    const recordFiles = await findRecords(agentDir);
    const fabric = json_file_asObject(t.agent_result?.metadata?.fabric);
    const legacy = apiEquivalent(t.agent_result, resultRef.path);
    if (resultFiles.length === 0 && recordFiles.length === 0 && fabric === null)
        return { requests: [harnessRequest(t, resultRef)], requests_complete: true, legacy_counters: legacy, diagnostics };
    if (t.agent_result)
        legacy.unshift(counterOf(HARBOR_COUNTERS_SOURCE, resultRef.path, t.agent_result));
    const requests = [];
    const byKey = new Map();
    for (const f of resultFiles) {
        const result = await readFullResult(f, refOf(f));
        const req = { request_id: result.state === 'read' ? result.value.request_id : null, result, record: null };
        requests.push(req);
        if (result.state === 'read' && result.value.runtime_id !== null && result.value.invocation_id !== null)
            byKey.set(`${result.value.runtime_id}/${result.value.invocation_id}`, req);
    }
    for (const f of recordFiles) {
        const record = await readRequestRecord(f, refOf(f));
        const key = recordKey(f);
        const rid = record.state === 'read' ? record.value.request_id : null;
        const match = (key !== null ? byKey.get(key) : undefined) ??
            (rid !== null ? requests.find((r) => r.record === null && r.request_id === rid) : undefined);
        if (match && match.record === null)
            match.record = record;
        else
            requests.push({ request_id: rid, result: null, record });
    }
    const expectedId = stringOrNull(fabric?.request_id);
    if (expectedId !== null && !requests.some((r) => r.request_id === expectedId)) {
        const pattern = refOf(external_node_path_default().join(agentDir, 'fabric-result-*.json'));
        requests.push({ request_id: expectedId, result: { ...pattern, state: 'missing' }, record: null });
    }
    return { requests, requests_complete: fabric !== null ? true : null, legacy_counters: legacy, diagnostics };
}

;// CONCATENATED MODULE: ./src/evidence/harbor/timing.ts
/**
 * A Harbor trial's caller task duration: `finished_at − started_at` of the
 * trial `result.json`, in milliseconds.
 *
 * Harbor 0.21 writes trial timestamps with `Z`; Harbor 0.1.x trial
 * timestamps and all job-level timestamps are naive producer-local time.
 * A naive timestamp is never read in this machine's zone
 * (`../timestamps.ts`): it is flagged `timestamp_without_offset` and the
 * duration is null (unknown), never guessed.
 */

/**
 * Milliseconds from `start` to `end` (timestamps of one file, JSON paths in
 * `paths`), or null when either is absent, unparseable or without offset
 * (diagnostics pushed with `file`), or when the difference is negative
 * (`harbor_negative_duration`).
 */
function durationMs(start, end, file, paths, diagnostics) {
    const a = timestampMs(start, paths[0], diagnostics, { file });
    const b = timestampMs(end, paths[1], diagnostics, { file });
    if (a === null || b === null)
        return null;
    if (b < a) {
        diagnostics.push({
            code: 'harbor_negative_duration',
            message: `${paths[1]} (${end}) is before ${paths[0]} (${start}); no duration`,
            file
        });
        return null;
    }
    return b - a;
}

;// CONCATENATED MODULE: ./src/evidence/harbor/trial-result.ts
/**
 * Harbor trial `result.json` (`TrialResult`, formats.md §6; research §2.2),
 * reduced to what the comparison needs. Unknown fields are ignored; a wrong
 * type for a field we use makes the file unreadable, with its JSON path.
 * Every counter may be null (not reported); none is read as 0.
 */

const nint = schemas_number().nullish();
const nstr = schemas_string().nullish();
const phase = looseObject({ started_at: nstr, finished_at: nstr }).nullish();
const TrialResultSchema = looseObject({
    id: nstr,
    task_name: schemas_string(),
    trial_name: nstr,
    source: nstr,
    task_checksum: nstr,
    config: looseObject({
        agent: looseObject({
            name: nstr,
            import_path: nstr,
            model_name: nstr,
            kwargs: record(schemas_string(), unknown()).nullish()
        })
            .nullish(),
        job_id: nstr
    })
        .nullish(),
    agent_info: looseObject({
        name: nstr,
        version: nstr,
        model_info: looseObject({ name: nstr, provider: nstr }).nullish()
    })
        .nullish(),
    agent_result: looseObject({
        n_input_tokens: nint,
        n_cache_tokens: nint,
        n_output_tokens: nint,
        cost_usd: nint,
        metadata: record(schemas_string(), unknown()).nullish()
    })
        .nullish(),
    verifier_result: looseObject({ rewards: record(schemas_string(), schemas_number().nullable()).nullish() }).nullish(),
    exception_info: looseObject({ exception_type: nstr, exception_message: nstr, occurred_at: nstr })
        .nullish(),
    step_results: array(looseObject({
        step_name: nstr,
        name: nstr,
        exception_info: looseObject({ exception_type: nstr, exception_message: nstr, occurred_at: nstr }).nullish()
    })
        .nullish())
        .nullish(),
    started_at: nstr,
    finished_at: nstr,
    environment_setup: phase,
    agent_setup: phase,
    agent_execution: phase,
    verifier: phase
});
/** The four Harbor phases, in execution order. */
const HARBOR_PHASES = ['environment_setup', 'agent_setup', 'agent_execution', 'verifier'];
/** Is this parsed JSON shaped like a Harbor trial result (has `task_name` and `trial_name`)? */
function looksLikeTrialResult(value) {
    return typeof value === 'object' && value !== null && 'task_name' in value && 'trial_name' in value;
}
/** Validate and reduce a parsed trial `result.json`. */
function parseTrialResult(value) {
    const parsed = TrialResultSchema.safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const path = issue ? '$' + issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('') : null;
        return { ok: false, json_path: path, reason: issue?.message ?? 'invalid trial result' };
    }
    const t = parsed.data;
    const agent = t.config?.agent;
    const ar = t.agent_result;
    const rewardsIn = t.verifier_result?.rewards;
    let rewards = null;
    if (rewardsIn) {
        rewards = {};
        for (const [k, v] of Object.entries(rewardsIn))
            if (v !== null)
                rewards[k] = v;
    }
    const phases = {};
    for (const p of HARBOR_PHASES) {
        const v = t[p];
        phases[p] = v ? { started_at: v.started_at ?? null, finished_at: v.finished_at ?? null } : null;
    }
    return {
        ok: true,
        value: {
            id: t.id ?? null,
            task_name: t.task_name,
            trial_name: t.trial_name ?? null,
            source: t.source ?? null,
            task_checksum: t.task_checksum ?? null,
            job_id: t.config?.job_id ?? null,
            agent: {
                name: agent?.name ?? null,
                import_path: agent?.import_path ?? null,
                model_name: agent?.model_name ?? null,
                kwargs: agent?.kwargs ?? null
            },
            agent_info: {
                name: t.agent_info?.name ?? null,
                version: t.agent_info?.version ?? null,
                model_name: t.agent_info?.model_info?.name ?? null
            },
            agent_result: ar
                ? {
                    n_input_tokens: ar.n_input_tokens ?? null,
                    n_cache_tokens: ar.n_cache_tokens ?? null,
                    n_output_tokens: ar.n_output_tokens ?? null,
                    cost_usd: ar.cost_usd ?? null,
                    metadata: ar.metadata ?? null
                }
                : null,
            rewards,
            exception: t.exception_info
                ? {
                    type: t.exception_info.exception_type ?? null,
                    message: t.exception_info.exception_message ?? null,
                    occurred_at: t.exception_info.occurred_at ?? null
                }
                : null,
            step_exceptions: (t.step_results ?? []).flatMap((step, index) => {
                const e = step?.exception_info;
                if (!e)
                    return [];
                return [{ index, step: step?.step_name ?? step?.name ?? null, type: e.exception_type ?? null, message: e.exception_message ?? null, occurred_at: e.occurred_at ?? null }];
            }),
            started_at: t.started_at ?? null,
            finished_at: t.finished_at ?? null,
            phases
        }
    };
}

;// CONCATENATED MODULE: ./src/evidence/harbor/verdict.ts
/**
 * A Harbor trial's verdict: `verifier_result.rewards` → EvaluationInput.
 *
 * - Evaluator identity: `{name: "harbor-verifier:<source>", version: null}`
 *   where `<source>` is the trial's dataset (`source`), or `adhoc` when
 *   null. Harbor records no verifier version; the task revision
 *   (`task_checksum`) already pins the tests, so version stays null.
 * - Score: the primary reward — key `rewardKey` (default `reward`), else
 *   the only key. Several keys without the primary one: score null and a
 *   `harbor_reward_key_ambiguous` diagnostic; every key is kept in `scores`.
 * - Passed: `score >= passThreshold` (default 1.0, i.e. full reward);
 *   null when there is no score.
 * - `verifier_result` null (or no rewards): not evaluated (passed and score
 *   null).
 * - `exception_info` is kept beside the verdict in `note` and never
 *   erases a reward (an agent that timed out can still be scored).
 */

/** Default pass threshold: a trial passes with a full reward. */
const DEFAULT_PASS_THRESHOLD = 1.0;
/** Evaluator identity of a Harbor verifier for dataset `source` (null = ad-hoc). */
function harborEvaluator(source) {
    return { name: `harbor-verifier:${source ?? 'adhoc'}`, version: null };
}
/** One-line text of a Harbor exception, `Type: message` (message cut to 300 characters). */
function exceptionNote(e) {
    if (e === null)
        return null;
    const msg = (e.message ?? '').replace(/\s+/g, ' ').trim();
    const cut = msg.length > 300 ? `${msg.slice(0, 299)}…` : msg;
    return `${e.type ?? 'exception'}${cut ? `: ${cut}` : ''}`;
}
/** The evaluation of a trial, and diagnostics about its rewards (file = `file`). */
function trialVerdict(t, file, options) {
    const diagnostics = [];
    const threshold = options.passThreshold ?? DEFAULT_PASS_THRESHOLD;
    const key = options.rewardKey ?? 'reward';
    const rewards = t.rewards;
    let score = null;
    if (rewards !== null) {
        const keys = Object.keys(rewards);
        if (Object.hasOwn(rewards, key))
            score = rewards[key] ?? null;
        else if (keys.length === 1)
            score = rewards[keys[0]] ?? null;
        else if (keys.length > 1)
            diagnostics.push({
                code: 'harbor_reward_key_ambiguous',
                message: `rewards have keys ${keys.join(', ')} and none is "${key}"; no primary score (choose one with the reward key option)`,
                file,
                json_path: '$.verifier_result.rewards'
            });
    }
    const evaluation = {
        evaluator: harborEvaluator(t.source),
        passed: score === null ? null : score >= threshold,
        score,
        note: exceptionNote(t.exception)
    };
    if (rewards !== null && Object.keys(rewards).length > 0)
        evaluation.scores = Object.assign(keyedRecord(), rewards);
    return { evaluation, diagnostics };
}

;// CONCATENATED MODULE: ./src/evidence/harbor/trial.ts
/**
 * One Harbor trial folder → an attempt (configuration still to resolve).
 *
 * task = `task_name`, revision = `task_checksum`, attempt = `trial_name`
 * (else the trial `id`, else the folder name). A folder without a readable
 * `result.json` is an attempt that left no result: it is identified from
 * its `config.json` (`TrialConfig`) when possible and is `missing`.
 */










/** Revision used when a trial does not say (`task_checksum` absent, or the trial left no result). */
const UNKNOWN_REVISION = 'unknown';
/** Is `dir` itself a trial folder (its result.json is a trial result)? */
async function isTrialFolder(dir) {
    const r = await readJsonFile(external_node_path_default().join(dir, 'result.json'));
    return r.state === 'read' && looksLikeTrialResult(r.value);
}
async function withoutResult(trialDir, job, refOf, why) {
    const cfg = await readJsonFile(external_node_path_default().join(trialDir, 'config.json'));
    const c = cfg.state === 'read' ? json_file_asObject(cfg.value) : null;
    const task = taskNameOf(c?.task);
    const agent = agentConfigOf(c?.agent);
    if (task === null || agent === null)
        return { kind: 'unidentified', diagnostic: { ...why, message: `${why.message}; its config.json does not identify the task and agent, so it cannot be placed` } };
    const subject = { derived: derivedConfigurationId(agent), job, agent, agent_info_name: null };
    const attempt = missingAttemptInput({ configuration: '', task, revision: UNKNOWN_REVISION, attempt: stringOrNull(c?.trial_name) ?? external_node_path_default().basename(trialDir) }, refOf(external_node_path_default().join(trialDir, 'config.json')), [why]);
    return { kind: 'no_result', subject, attempt };
}
/** Read the trial in `trialDir` of job folder `job`. */
async function readTrial(trialDir, job, refOf, options) {
    const resultPath = external_node_path_default().join(trialDir, 'result.json');
    const ref = refOf(resultPath);
    const read = await readJsonFile(resultPath);
    if (read.state === 'missing')
        return withoutResult(trialDir, job, refOf, {
            code: 'harbor_trial_without_result',
            message: 'trial folder has no result.json (still running, killed, or deleted by a retry)',
            file: ref.path
        });
    if (read.state === 'read' && typeof read.value === 'object' && read.value !== null && 'n_total_trials' in read.value)
        return {
            kind: 'unidentified',
            diagnostic: { code: 'harbor_nested_job', message: 'this folder is a Harbor job (its result.json is a job result), not a trial; pass each job folder itself', file: ref.path }
        };
    const parsed = read.state === 'read' ? parseTrialResult(read.value) : { ok: false, json_path: null, reason: read.reason };
    if (!parsed.ok) {
        const d = { code: 'harbor_trial_unreadable', message: `trial result.json is unreadable: ${parsed.reason}`, file: ref.path };
        if (parsed.json_path)
            d.json_path = parsed.json_path;
        return withoutResult(trialDir, job, refOf, d);
    }
    const t = parsed.value;
    const diagnostics = read.state === 'read' ? read.diagnostics.map((d) => ({ ...d, file: ref.path })) : [];
    const verdict = trialVerdict(t, ref.path, options);
    diagnostics.push(...verdict.diagnostics);
    if (t.exception)
        diagnostics.push({ code: 'harbor_exception', message: `Harbor recorded ${exceptionNote(t.exception)}`, file: ref.path, json_path: '$.exception_info' });
    for (const e of t.step_exceptions) {
        const step = e.step === null ? `step ${e.index + 1}` : `step ${JSON.stringify(e.step)}`;
        diagnostics.push({ code: 'harbor_exception', message: `Harbor recorded in ${step} ${exceptionNote(e)}`, file: ref.path, json_path: `$.step_results[${e.index}].exception_info` });
    }
    if (t.task_checksum === null)
        diagnostics.push({ code: 'harbor_no_checksum', message: 'trial has no task_checksum; revision "unknown"', file: ref.path });
    const duration = durationMs(t.started_at, t.finished_at, ref.path, ['$.started_at', '$.finished_at'], diagnostics);
    const req = await trialRequests(trialDir, t, ref, refOf);
    diagnostics.push(...req.diagnostics);
    const trajPath = external_node_path_default().join(trialDir, 'agent', 'trajectory.json');
    const atif = await loadAtifTrajectory(trajPath, refOf(trajPath).path);
    if (atif)
        diagnostics.push(...atif.diagnostics);
    const attempt = {
        configuration: '',
        task: t.task_name,
        revision: t.task_checksum ?? UNKNOWN_REVISION,
        attempt: t.trial_name ?? t.id ?? external_node_path_default().basename(trialDir),
        missing: false,
        requests_complete: req.requests_complete,
        requests: req.requests,
        evaluation: verdict.evaluation,
        task_duration_ms: duration,
        phases: HARBOR_PHASES.map((name) => {
            const times = t.phases[name];
            const ms = times === null ? null : durationMs(times.started_at, times.finished_at, ref.path, [`$.${name}.started_at`, `$.${name}.finished_at`], diagnostics);
            return { name, duration_ms: ms };
        }),
        legacy_counters: [...req.legacy_counters, ...(atif?.legacy_counters ?? [])],
        declared_in: ref,
        diagnostics
    };
    return { kind: 'trial', subject: trialSubject(t, job), trial: t, primary_reward: verdict.evaluation.score, attempt };
}

;// CONCATENATED MODULE: ./src/evidence/harbor/inventory.ts
/**
 * Matching a job's trials against its expected inventory
 * (`job-config.ts`): every expected `(configuration, task)` gets
 * `n_attempts` attempts; a slot no trial fills becomes an attempt with
 * `missing: true` (attempt id `<job>/missing-<k>`). A trial outside the
 * inventory, or more trials than `n_attempts`, contradicts it
 * (`harbor_inventory_mismatch`) and the configuration's inventory is then
 * unverified (`attempts_complete: false`).
 */



/**
 * Match `attempts` (configuration already resolved) of job `job` against
 * `slots`; `declaredIn` is the file that declared the inventory, `label`
 * how messages name it.
 */
function matchInventory(job, slots, attempts, declaredIn, label = "the job's config.json") {
    const counts = new Map();
    const contradicted = new Set();
    const diagnostics = [];
    for (const a of attempts) {
        const slot = slots.find((s) => s.configuration === a.configuration && sameTask(a.task, s.task));
        if (slot === undefined) {
            contradicted.add(a.configuration);
            diagnostics.push({
                code: 'harbor_inventory_mismatch',
                message: `trial ${a.attempt} (${a.configuration}, ${a.task}) is not in ${label} inventory`,
                file: declaredIn.path
            });
            continue;
        }
        counts.set(slot, (counts.get(slot) ?? 0) + 1);
    }
    const missing = [];
    for (const s of slots) {
        const found = counts.get(s) ?? 0;
        if (found > s.n) {
            contradicted.add(s.configuration);
            diagnostics.push({
                code: 'harbor_inventory_mismatch',
                message: `${found} trials of ${s.task} for ${s.configuration}, but ${label} expects ${s.n}`,
                file: declaredIn.path
            });
        }
        for (let k = found + 1; k <= s.n; k++)
            missing.push(missingAttemptInput({ configuration: s.configuration, task: s.task, revision: UNKNOWN_REVISION, attempt: `${job}/missing-${k}` }, declaredIn, [
                {
                    code: 'harbor_trial_absent',
                    message: `${label} expects ${s.n} attempt(s) of ${s.task} for ${s.configuration}; only ${found} found`,
                    file: declaredIn.path
                }
            ]));
    }
    return { missing, contradicted, diagnostics };
}

;// CONCATENATED MODULE: ./src/evidence/harbor/configuration-notes.ts
function differingKwargs(subjects) {
    const keys = new Set(subjects.flatMap((s) => Object.keys(s.agent.kwargs ?? {})));
    return [...keys]
        .filter((k) => new Set(subjects.map((s) => JSON.stringify(s.agent.kwargs?.[k] ?? null))).size > 1)
        .sort();
}
/** The findings (module comment) over all assignments; `mapGiven` = a configuration map was passed. */
function configurationNotes(uses, mapGiven) {
    const out = [];
    const unmapped = uses.filter((u) => !u.resolved.mapped);
    const byAgent = new Map();
    for (const u of unmapped) {
        const name = u.subject.agent.name ?? u.subject.agent.import_path ?? u.subject.agent_info_name ?? 'unknown-agent';
        const ids = byAgent.get(name) ?? new Map();
        ids.set(u.subject.derived, u.subject);
        byAgent.set(name, ids);
    }
    for (const [name, ids] of byAgent) {
        if (ids.size < 2)
            continue;
        const keys = differingKwargs([...ids.values()]);
        out.push({
            code: 'harbor_configurations_share_agent',
            message: `${ids.size} configurations share agent ${name} and differ in kwargs${keys.length ? ` ${keys.join(', ')}` : ''} (${[...ids.keys()].sort().join(', ')}); map them with --configuration-map, e.g. {"kwargs.${keys[0] ?? 'KEY'}=VALUE": "baseline"}`
        });
    }
    if (mapGiven) {
        const counts = new Map();
        for (const u of unmapped)
            if (u.resolved.conflict === null)
                counts.set(u.subject.derived, (counts.get(u.subject.derived) ?? 0) + 1);
        for (const [id, n] of counts)
            out.push({ code: 'harbor_configuration_unmapped', message: `no configuration map entry matches ${id} (${n} trial(s) or expected agent(s)); kept under its derived id` });
        const conflicts = new Set(unmapped.map((u) => u.resolved.conflict).filter((c) => c !== null));
        for (const c of conflicts)
            out.push({ code: 'harbor_configuration_map_conflict', message: `configuration map entries ${c} match the same trial with different ids; kept under its derived id` });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/evidence/harbor/load.ts
/**
 * Harbor job folders → the attempts, configurations and diagnostics of a
 * comparison, without a manifest (formats.md §6–§7).
 *
 * Each path is a Harbor job folder (`jobs/<job>/`, trials in sub-folders)
 * or a single trial folder. Display paths are `<job folder name>/<path in
 * the job>`. Configurations come from `configuration.ts`; verdicts from
 * `verdict.ts`; requests from `requests.ts`; ATIF from `../atif/`.
 * `attempts_complete` is true only for a configuration whose every job has
 * a known inventory (`job-config.ts`) that its trials do not contradict;
 * false when contradicted; null (unverified) otherwise.
 */











/** The trial folders of `jobDir`, sorted; beyond `MAX_DIRECTORY_ENTRIES` the rest is named in a diagnostic. */
async function trialFolders(jobDir, job, diagnostics) {
    let entries;
    try {
        entries = await (0,promises_namespaceObject.readdir)(jobDir, { withFileTypes: true });
    }
    catch (e) {
        throw new Error(`${jobDir} is not a readable Harbor job folder: ${(0,errors/* errorMessage */.g)(e)}`);
    }
    const names = entries.filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name).sort();
    if (names.length > MAX_DIRECTORY_ENTRIES) {
        diagnostics.push({
            code: 'evidence_folder_unreadable',
            message: `${job}: ${names.length} trial folders, more than the limit of ${MAX_DIRECTORY_ENTRIES}; those after ${names[MAX_DIRECTORY_ENTRIES - 1]} are not read`,
            file: job
        });
        names.length = MAX_DIRECTORY_ENTRIES;
    }
    return names.map((n) => external_node_path_default().join(jobDir, n));
}
/**
 * One trial read on its own seam: a reader that throws (a defect, or a
 * file shape no check foresaw) makes a `harbor_trial_unreadable`
 * diagnostic on that trial only — the other trials and the run go on.
 */
async function readTrialAlone(trialDir, job, refOf, options) {
    try {
        return await readTrial(trialDir, job, refOf, options);
    }
    catch (e) {
        const file = refOf(external_node_path_default().join(trialDir, 'result.json')).path;
        return { kind: 'unidentified', diagnostic: { code: 'harbor_trial_unreadable', message: `the trial could not be read: ${(0,errors/* errorMessage */.g)(e)}`, file } };
    }
}
/**
 * Load Harbor job folders. Throws only when a given folder cannot be listed
 * (not a directory); every file problem is a diagnostic or a gap.
 */
async function loadHarborJobs(jobDirs, options = {}) {
    const attempts = [];
    const diagnostics = [];
    const states = new Map();
    const uses = [];
    const seenDirs = new Set();
    const seenTrialIds = new Set();
    const mark = (id, complete) => {
        const prev = states.get(id)?.complete;
        // contradicted (false) beats unknown (null) beats verified (true), across jobs
        const next = prev === undefined ? complete : prev === false || complete === false ? false : prev === null || complete === null ? null : true;
        states.set(id, { complete: next });
    };
    const resolve = (s) => {
        const r = resolveConfiguration(s, options.configurationMap);
        uses.push({ subject: s, resolved: r });
        return r.id;
    };
    for (const given of jobDirs) {
        const abs = external_node_path_default().resolve(given);
        if (seenDirs.has(abs))
            continue;
        seenDirs.add(abs);
        const single = await isTrialFolder(abs);
        const jobDir = single ? external_node_path_default().dirname(abs) : abs;
        const job = external_node_path_default().basename(jobDir);
        const refOf = (p) => ({ path: external_node_path_default().posix.join(job, external_node_path_default().relative(jobDir, p).split((external_node_path_default()).sep).join('/')), artifact: options.artifactOf?.(p) ?? null });
        const inventory = single ? { known: false, reason: 'a single trial folder was given' } : await readJobInventory(jobDir, refOf(external_node_path_default().join(jobDir, 'config.json')).path, diagnostics);
        const outcomes = [];
        for (const t of single ? [abs] : await trialFolders(jobDir, job, diagnostics))
            outcomes.push(await readTrialAlone(t, job, refOf, options));
        const jobAttempts = [];
        const jobTrials = [];
        for (const o of outcomes) {
            if (o.kind === 'unidentified') {
                diagnostics.push(o.diagnostic);
                continue;
            }
            if (o.kind === 'trial' && o.trial.id !== null) {
                if (seenTrialIds.has(o.trial.id)) {
                    diagnostics.push({ code: 'harbor_duplicate_trial', message: `trial id ${o.trial.id} was already read from another folder; this copy is ignored`, file: o.attempt.declared_in?.path ?? job });
                    continue;
                }
                seenTrialIds.add(o.trial.id);
            }
            o.attempt.configuration = resolve(o.subject);
            jobAttempts.push(o.attempt);
            if (o.kind === 'trial')
                jobTrials.push({ trial: o.trial, primary_reward: o.primary_reward });
        }
        if (inventory.known) {
            const slots = inventory.agents.flatMap((agent) => {
                const id = resolve({ derived: derivedConfigurationId(agent), job, agent, agent_info_name: null });
                return inventory.tasks.map((task) => ({ configuration: id, task, n: inventory.n_attempts }));
            });
            const m = matchInventory(job, slots, jobAttempts, refOf(external_node_path_default().join(jobDir, 'config.json')));
            jobAttempts.push(...m.missing);
            diagnostics.push(...m.diagnostics);
            for (const id of new Set([...slots.map((s) => s.configuration), ...jobAttempts.map((a) => a.configuration)]))
                mark(id, !m.contradicted.has(id));
        }
        else {
            for (const a of jobAttempts)
                mark(a.configuration, null);
        }
        diagnostics.push(...(await checkJobResult(jobDir, refOf(external_node_path_default().join(jobDir, 'result.json')).path, jobTrials, single ? null : outcomes.length)));
        attempts.push(...jobAttempts);
    }
    fillRevisions(attempts, UNKNOWN_REVISION);
    diagnostics.push(...configurationNotes(uses, options.configurationMap !== undefined));
    const configurations = [...states.entries()].map(([id, s]) => ({
        id,
        attempts_complete: s.complete,
        pricing: null,
        evaluator: commonEvaluator(attempts.filter((a) => a.configuration === id))
    }));
    return { configurations, attempts, diagnostics };
}
/** The evaluator shared by every evaluated attempt, or null when none or several. */
function commonEvaluator(attempts) {
    const names = new Map();
    for (const a of attempts)
        if (a.evaluation?.evaluator)
            names.set(`${a.evaluation.evaluator.name}@${a.evaluation.evaluator.version ?? ''}`, a.evaluation.evaluator);
    return names.size === 1 ? [...names.values()][0] : null;
}

;// CONCATENATED MODULE: ./src/evidence/tb1.ts
/**
 * Terminal-Bench 1.x (`tb` harness) run folders as attempts (research §4):
 * `<run>/run_metadata.json`, `<run>/results.json` (run level, with every
 * trial in `results[]`) and `<run>/<task>/<trial_name>/results.json`.
 *
 * - Attempt: configuration = the map entry for `run:<folder>` or the
 *   `agent_name`, else `<agent_name>@<model_name>` (`tb1:<folder>` without
 *   metadata); task = `task_id`; revision = `<dataset_name>@<dataset_version>`
 *   (TB1 has no task checksum); attempt = `trial_name`.
 * - Verdict: `is_resolved` (null = not evaluated) under evaluator
 *   `tb1-tests:<dataset_name>`; score 1/0; `failure_mode` other than
 *   `unset` is kept in the note (a timed-out agent can still be resolved).
 * - One request per trial with harness counters `tb1.results`
 *   (`total_input_tokens`/`total_output_tokens`). Both 0 means the agent
 *   reported nothing (droid): read as null with `tb1_zero_tokens`.
 * - Inventory: `task_ids × n_attempts` of run_metadata.json.
 * - Run `accuracy` counts a trial without a verdict as unresolved; it is
 *   recomputed over trials with a verdict, `tb1_run_accuracy_differs` when
 *   it disagrees.
 */







/** Label of TB1 per-trial token counters. */
const TB1_COUNTERS_SOURCE = 'tb1.results';
/**
 * The trial `results.json` paths of a run, sorted. Throws when the run
 * folder itself cannot be listed; a task folder that cannot be listed is a
 * `tb1_trial_unreadable` diagnostic (shown as `shown(taskDir)`) instead.
 */
async function trialResultFiles(runDir, diagnostics, shown) {
    const out = [];
    for (const task of (await (0,promises_namespaceObject.readdir)(runDir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort()) {
        const taskDir = external_node_path_default().join(runDir, task);
        let trials;
        try {
            trials = await (0,promises_namespaceObject.readdir)(taskDir, { withFileTypes: true });
        }
        catch (e) {
            diagnostics.push({ code: 'tb1_trial_unreadable', message: `cannot list the task folder: ${(0,errors/* errorMessage */.g)(e)}`, file: shown(taskDir) });
            continue;
        }
        for (const t of trials.filter((e) => e.isDirectory()).map((e) => e.name).sort())
            out.push(external_node_path_default().join(taskDir, t, 'results.json'));
    }
    return out;
}
function trialAttempt(r, ctx) {
    const diagnostics = [];
    let input = numberOrNull(r.total_input_tokens);
    let output = numberOrNull(r.total_output_tokens);
    if (input === 0 && output === 0) {
        diagnostics.push({ code: 'tb1_zero_tokens', message: 'total_input_tokens and total_output_tokens are both 0: the agent reported no usage; read as not reported', file: ctx.ref.path });
        input = output = null;
    }
    const resolved = typeof r.is_resolved === 'boolean' ? r.is_resolved : null;
    const failure = stringOrNull(r.failure_mode);
    const note = failure !== null && failure !== 'unset' ? `failure_mode: ${failure}` : null;
    if (note !== null)
        diagnostics.push({ code: 'tb1_failure_mode', message: note, file: ctx.ref.path });
    const start = stringOrNull(r.trial_started_at);
    const end = stringOrNull(r.trial_ended_at);
    return {
        configuration: ctx.configuration,
        task: stringOrNull(r.task_id) ?? 'unknown',
        revision: ctx.revision,
        attempt: stringOrNull(r.trial_name) ?? stringOrNull(r.id) ?? stringOrNull(r.uuid) ?? 'unknown',
        missing: false,
        requests_complete: true,
        requests: [
            {
                request_id: null,
                result: null,
                record: null,
                harness_counters: {
                    ...ctx.ref,
                    state: 'read',
                    value: {
                        source: TB1_COUNTERS_SOURCE,
                        usage: { input_tokens: input, cached_input_tokens: null, output_tokens: output, reasoning_tokens: null, total_tokens: null, cost_usd: null, pricing_basis: null },
                        status: null,
                        diagnostics: []
                    }
                }
            }
        ],
        evaluation: { evaluator: { name: ctx.evaluator, version: null }, passed: resolved, score: resolved === null ? null : resolved ? 1 : 0, note },
        task_duration_ms: start !== null && end !== null ? durationMs(start, end, ctx.ref.path, ['$.trial_started_at', '$.trial_ended_at'], diagnostics) : null,
        legacy_counters: [],
        declared_in: ctx.ref,
        diagnostics
    };
}
/** Combine inventory states across runs: contradicted (false) beats unknown (null) beats verified (true). */
function tb1_merge(states, id, next) {
    const prev = states.get(id);
    states.set(id, prev === undefined ? next : prev === false || next === false ? false : prev === null || next === null ? null : true);
}
/**
 * Load TB1 run folders. `configurationMap` keys: `run:<folder name>` or an
 * agent name. Throws when a folder cannot be listed.
 */
async function loadTb1Runs(runDirs, options = {}) {
    const attempts = [];
    const diagnostics = [];
    const complete = new Map();
    const seen = new Set();
    for (const given of runDirs) {
        const runDir = external_node_path_default().resolve(given);
        const run = external_node_path_default().basename(runDir);
        const refOf = (p) => ({ path: external_node_path_default().posix.join(run, external_node_path_default().relative(runDir, p).split((external_node_path_default()).sep).join('/')), artifact: options.artifactOf?.(p) ?? null });
        const metaRead = await readJsonFile(external_node_path_default().join(runDir, 'run_metadata.json'));
        const meta = metaRead.state === 'read' ? json_file_asObject(metaRead.value) : null;
        const agent = stringOrNull(meta?.agent_name);
        const model = stringOrNull(meta?.model_name);
        const map = options.configurationMap ?? keyedRecord();
        const configuration = map[`run:${run}`] ?? (agent !== null ? map[agent] : undefined) ?? (agent !== null ? `${agent}${model ? `@${model}` : ''}` : `tb1:${run}`);
        const dataset = stringOrNull(meta?.dataset_name);
        const version = stringOrNull(meta?.dataset_version);
        const ctxBase = { configuration, revision: dataset ? `${dataset}@${version ?? 'unknown'}` : 'unknown', evaluator: `tb1-tests:${dataset ?? 'unknown'}` };
        const runAttempts = [];
        const add = (r, ref) => {
            const key = stringOrNull(r.id) ?? stringOrNull(r.uuid) ?? `${run}/${stringOrNull(r.trial_name)}`;
            if (seen.has(key))
                return;
            seen.add(key);
            runAttempts.push(trialAttempt(r, { ...ctxBase, ref }));
        };
        for (const f of await trialResultFiles(runDir, diagnostics, (p) => refOf(p).path)) {
            const read = await readJsonFile(f);
            if (read.state === 'missing')
                continue;
            const r = read.state === 'read' ? json_file_asObject(read.value) : null;
            if (r === null || typeof r.trial_name !== 'string') {
                diagnostics.push({ code: 'tb1_trial_unreadable', message: read.state === 'unreadable' ? read.reason : 'not a TB1 trial result', file: refOf(f).path });
                continue;
            }
            add(r, refOf(f));
        }
        const runRead = await readJsonFile(external_node_path_default().join(runDir, 'results.json'));
        const runResults = runRead.state === 'read' ? json_file_asObject(runRead.value) : null;
        const listed = Array.isArray(runResults?.results) ? runResults.results : [];
        listed.forEach((r, i) => {
            const o = json_file_asObject(r);
            if (o !== null)
                add(o, { ...refOf(external_node_path_default().join(runDir, 'results.json')), path: `${refOf(external_node_path_default().join(runDir, 'results.json')).path}#results[${i}]` });
        });
        const accuracy = numberOrNull(runResults?.accuracy);
        const verdicts = runAttempts.map((a) => a.evaluation?.passed ?? null).filter((v) => v !== null);
        const mine = verdicts.length === 0 ? null : verdicts.filter((v) => v).length / verdicts.length;
        if (accuracy !== null && (mine === null || Math.abs(accuracy - mine) > 1e-9))
            diagnostics.push({
                code: 'tb1_run_accuracy_differs',
                message: `run results.json reports accuracy ${accuracy}; recomputed over the ${verdicts.length} of ${runAttempts.length} trials with a verdict: ${mine === null ? 'none' : Number(mine.toFixed(6))} (TB1 counts a trial without a verdict as unresolved)`,
                file: refOf(external_node_path_default().join(runDir, 'results.json')).path,
                json_path: '$.accuracy'
            });
        const tasks = Array.isArray(meta?.task_ids) ? meta.task_ids.filter((t) => typeof t === 'string') : [];
        const n = numberOrNull(meta?.n_attempts);
        if (tasks.length > 0 && n !== null && Number.isInteger(n) && n > 0) {
            const slots = tasks.map((task) => ({ configuration, task, n }));
            const m = matchInventory(run, slots, runAttempts, refOf(external_node_path_default().join(runDir, 'run_metadata.json')), 'run_metadata.json');
            for (const a of m.missing)
                a.revision = ctxBase.revision;
            runAttempts.push(...m.missing);
            diagnostics.push(...m.diagnostics);
            tb1_merge(complete, configuration, !m.contradicted.has(configuration));
        }
        else
            tb1_merge(complete, configuration, null);
        attempts.push(...runAttempts);
    }
    const configurations = [...complete.entries()].map(([id, c]) => ({ id, attempts_complete: c, pricing: null, evaluator: null }));
    return { configurations, attempts, diagnostics };
}

;// CONCATENATED MODULE: ./src/cli/harbor-input.ts





/**
 * Reads the Harbor job and TB1 run folders named on the command line.
 * Throws ConfigurationError for an unreadable configuration map, a folder
 * that cannot be listed, or one configuration id coming from both kinds.
 */
async function loadHarborInput(args) {
    let configurationMap;
    if (args.configurationMap !== null) {
        try {
            const text = readEvidenceText(args.configurationMap);
            if (typeof text !== 'string')
                throw new Error(`${args.configurationMap}: ${text.state === 'missing' ? 'no such file' : text.reason}`);
            configurationMap = parseConfigurationMap(text, args.configurationMap);
        }
        catch (error) {
            throw new errors/* ConfigurationError */.j(`--configuration-map: ${(0,errors/* errorMessage */.g)(error)}`);
        }
    }
    const parts = [];
    try {
        if (args.harborJobs.length > 0)
            parts.push(await loadHarborJobs(args.harborJobs, { configurationMap, passThreshold: args.passThreshold ?? undefined }));
        if (args.tb1Runs.length > 0)
            parts.push(await loadTb1Runs(args.tb1Runs, { configurationMap }));
    }
    catch (error) {
        throw new errors/* ConfigurationError */.j(`--harbor-job / --tb1-run: ${(0,errors/* errorMessage */.g)(error)}`);
    }
    const configurations = parts.flatMap((p) => p.configurations);
    const duplicate = configurations.find((c, i) => configurations.findIndex((d) => d.id === c.id) !== i);
    if (duplicate !== undefined) {
        throw new errors/* ConfigurationError */.j(`configuration ${JSON.stringify(duplicate.id)} comes from both Harbor jobs and TB1 runs; map them to different ids with --configuration-map`);
    }
    return {
        configurations,
        attempts: parts.flatMap((p) => p.attempts),
        diagnostics: parts.flatMap((p) => p.diagnostics),
        policy: args.failOn
    };
}

;// CONCATENATED MODULE: ./src/comparison/artifacts.ts
const WHAT = {
    digest_mismatch: 'digest mismatch: its files are not trusted and were not read',
    failed: 'download failed',
    not_found: 'no artifact matches this name pattern',
    wrong_run: 'listed for this run but belongs to another workflow run: refused, not downloaded'
};
/** One sentence per artifact that is not intact, e.g. `artifact eval-candidate (this run): digest mismatch: …`. */
function artifactProblems(artifacts) {
    const problems = artifacts
        .filter((a) => a.status !== 'downloaded')
        .map((a) => {
        const status = a.status;
        return `artifact ${a.name} (${a.run}): ${WHAT[status]}${a.error !== null && (status === 'failed' || status === 'wrong_run') ? ` (${a.error})` : ''}`;
    });
    for (const a of artifacts) {
        const refused = a.refused ?? [];
        if (refused.length > 0)
            problems.push(`artifact ${a.name} (${a.run}): ${refused.length} file${refused.length === 1 ? '' : 's'} refused (${refused[0].file}: ${refused[0].reason}${refused.length > 1 ? ', …' : ''})`);
    }
    return problems;
}

;// CONCATENATED MODULE: ./src/evidence/types.ts
/**
 * Normalized evidence: what the readers in `src/evidence/` return and what the
 * pure comparison in `src/comparison/` consumes. Plain data, no classes.
 *
 * Every number here is either a finite number or `null` ("not reported").
 * A missing value is never replaced by 0.
 */
/** The usage metrics the report accounts for, in report order. */
const USAGE_METRICS = [
    'input_tokens',
    'cached_input_tokens',
    'output_tokens',
    'reasoning_tokens',
    'total_tokens',
    'cost_usd'
];

;// CONCATENATED MODULE: ./src/comparison/usage-compare.ts
/**
 * Comparing two usage figures for the same thing (full result vs record end
 * line, accounting vs legacy counter). Pure; never changes the numbers.
 */

/** Format a metric value for messages: tokens as integers with separators, cost in USD. */
function formatMetric(metric, value) {
    if (value === null)
        return 'not reported';
    if (metric === 'cost_usd')
        return `$${value}`;
    return value.toLocaleString('en-US');
}
/**
 * Describe where two usages differ, e.g. `input_tokens 120 vs 118`, or null
 * when they agree. Only metrics reported (non-null) by both sides are
 * compared: "not reported" on one side is not a disagreement.
 */
function usageDisagreement(a, b) {
    if (a === null || b === null)
        return null;
    const parts = [];
    for (const m of USAGE_METRICS) {
        const x = a[m];
        const y = b[m];
        if (x !== null && y !== null && x !== y)
            parts.push(`${m} ${formatMetric(m, x)} vs ${formatMetric(m, y)}`);
    }
    return parts.length === 0 ? null : parts.join(', ');
}
/**
 * The relations a usage breaks, in a fixed order. Promised by the
 * definitions: input includes cached input (`cached_input_tokens ≤
 * input_tokens`), output includes reasoning (`reasoning_tokens ≤
 * output_tokens`), and total is input plus output. Only relations whose
 * fields are all reported are checked; figures are kept as reported.
 */
function usageDisagreements(u) {
    if (u === null)
        return [];
    const out = [];
    const f = (m, v) => `${m} ${formatMetric(m, v)}`;
    const { input_tokens: input, cached_input_tokens: cached, output_tokens: output, reasoning_tokens: reasoning, total_tokens: total } = u;
    if (cached !== null && input !== null && cached > input) {
        out.push({ relation: 'cached_exceeds_input', metrics: ['input_tokens', 'cached_input_tokens'], detail: `${f('cached_input_tokens', cached)} > ${f('input_tokens', input)}` });
    }
    if (reasoning !== null && output !== null && reasoning > output) {
        out.push({ relation: 'reasoning_exceeds_output', metrics: ['output_tokens', 'reasoning_tokens'], detail: `${f('reasoning_tokens', reasoning)} > ${f('output_tokens', output)}` });
    }
    if (total !== null && input !== null && output !== null && total !== input + output) {
        out.push({ relation: 'total_tokens_mismatch', metrics: ['total_tokens'], detail: `${f('total_tokens', total)} ≠ input_tokens + output_tokens ${formatMetric('total_tokens', input + output)}` });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/comparison/attempt-report.ts


function requestReport(r) {
    const stop = r.record_end?.stop ?? null;
    return {
        request_id: r.request_id,
        evidence: r.evidence,
        evidence_label: r.evidence_label,
        status: r.status,
        stop_cause: stop?.cause ?? null,
        stop_reason: stop?.reason ?? null,
        error_code: r.error?.code ?? null,
        runtime_id: r.runtime_id,
        stop: stop === null ? null : { ...stop },
        error: r.error === null || (r.evidence !== 'full_result' && r.evidence !== 'record_end')
            ? null
            : { source: r.evidence, code: r.error.code, stage: r.error.stage, retryable: r.error.retryable },
        oom: r.record_start === null && r.record_end === null
            ? null
            : {
                start: r.record_start?.oom_kill_count ?? null,
                end: r.record_end?.oom_kill_count ?? null,
                exclusive_container: r.record_start?.exclusive_container ?? null
            },
        usage: r.usage === null ? null : { ...r.usage },
        usage_disagreements: usageDisagreements(r.usage).map((d) => ({ relation: d.relation, metrics: [...d.metrics], detail: d.detail })),
        invocation: r.invocation === null ? null : { start_ms: r.invocation.start_ms, end_ms: r.invocation.end_ms },
        files: r.files,
        gaps: [...new Set(r.gaps.map((g) => g.code))],
        diagnostics: r.diagnostics
    };
}
/**
 * Report of one attempt. `missing` is the effective state (declared
 * missing, or no request with authoritative evidence); `requests_complete`
 * is true only when the list was declared complete and the attempt was found.
 */
function attemptReport(a) {
    const e = a.input.evaluation;
    const evaluation = e === null
        ? null
        : {
            evaluator: a.evaluator,
            passed: e.passed,
            score: e.score ?? null,
            ...(e.scores !== undefined ? { scores: e.scores } : {}),
            ...(e.note !== undefined ? { note: e.note } : {})
        };
    return {
        key: a.key,
        configuration: a.input.configuration,
        task: a.input.task,
        revision: a.input.revision,
        attempt: a.input.attempt,
        missing: a.missing,
        requests_complete: a.list_verified,
        declared_in: a.input.declared_in === null ? null : { path: a.input.declared_in.path, artifact: a.input.declared_in.artifact },
        evaluation,
        task_duration_ms: a.input.task_duration_ms,
        phases: (a.input.phases ?? []).map((p) => ({ name: p.name, duration_ms: p.duration_ms })),
        invocations: attemptInvocations(a),
        requests: a.requests.map(requestReport),
        legacy_counters: [...a.input.legacy_counters, ...a.requests.flatMap((r) => r.legacy_counters)],
        // Request-level diagnostics are reported under their request only.
        diagnostics: a.diagnostics.filter((d) => !a.requests.some((r) => r.diagnostics.includes(d)))
    };
}

;// CONCATENATED MODULE: ./src/comparison/accounting.ts
/**
 * Usage accounting of one configuration (comparison.md "Accounting"): per
 * metric the observed sum over requests whose authoritative usage reports
 * it, how many expected requests reported it, and whether it is complete.
 * A missing value is never 0; a reported 0 is a real 0 and counts as reported.
 * Zero expected requests over a verified inventory with verified request
 * lists sum to a real 0 (observed 0, complete); unverified, they are unknown.
 */


/** An empty tally for `config`. */
function newUsageTally(config) {
    return {
        basis: config.pricing === null ? null : config.pricing.basis,
        sums: new Map(USAGE_METRICS.map((m) => [m, { sum: 0, by: 0 }])),
        expected: 0,
        any_cost: false,
        mixed: [],
        cached: [],
        disagreements: []
    };
}
/**
 * Adds attempt `a`'s expected requests to `t`. A request whose
 * `pricing_basis` is named and differs from the basis does not count as
 * reporting cost (`mixed_basis`).
 */
function tallyUsage(t, a) {
    for (const r of a.requests) {
        t.expected += 1;
        const u = r.usage;
        if (u === null)
            continue;
        if (t.basis === null && u.cost_usd !== null && u.pricing_basis !== null)
            t.basis = u.pricing_basis;
        for (const d of usageDisagreements(u)) {
            t.disagreements.push({ key: a.key, request_id: r.request_id, ...d });
            if (d.relation === 'cached_exceeds_input')
                t.cached.push({ key: a.key, cached: u.cached_input_tokens, input: u.input_tokens });
        }
        for (const m of USAGE_METRICS) {
            const v = u[m];
            if (v === null)
                continue;
            if (m === 'cost_usd') {
                t.any_cost = true;
                if (u.pricing_basis !== null && t.basis !== null && u.pricing_basis !== t.basis) {
                    t.mixed.push({ key: a.key, basis: u.pricing_basis });
                    continue;
                }
            }
            const s = t.sums.get(m);
            s.sum += v;
            s.by += 1;
        }
    }
}
/**
 * The accounting of a tally. `inventoryAndListsVerified`: attempt inventory
 * verified, every listed attempt's request list verified and no attempt
 * missing; `complete` also needs reported_by === expected.
 */
function accountingFromTally(t, inventoryAndListsVerified) {
    const usage = {};
    const overflowed = [];
    for (const m of USAGE_METRICS) {
        const s = t.sums.get(m);
        // Finite values can still add up to ±Infinity: that sum is unknown, never a complete figure.
        const finite = Number.isFinite(s.sum);
        if (!finite)
            overflowed.push(m);
        const complete = inventoryAndListsVerified && s.by === t.expected && finite;
        usage[m] = {
            // No report is unknown — except a verified inventory of verified empty request lists: a real 0.
            observed: !finite || (s.by === 0 && !complete) ? null : s.sum,
            reported_by: s.by,
            expected: t.expected,
            complete
        };
    }
    return {
        usage,
        reference_basis: t.basis,
        mixed_basis: [...t.mixed],
        cached_exceeds_input: [...t.cached],
        disagreements: [...t.disagreements],
        any_cost: t.any_cost,
        overflowed
    };
}
/** `7 of 9 requests` coverage text of one metric. */
function coverageText(c) {
    return `${c.reported_by} of ${c.expected} requests`;
}

;// CONCATENATED MODULE: ./src/comparison/evaluation.ts

/**
 * Evaluator identities that gave a verdict (passed and/or score) in these
 * attempts, sorted by key. An attempt with an evaluation but no verdict
 * does not contribute an identity.
 */
function verdictIdentities(attempts) {
    const seen = new Map();
    for (const a of attempts) {
        const e = a.input.evaluation;
        if (a.evaluator === null || e === null)
            continue;
        if (typeof e.passed !== 'boolean' && (e.score === null || e.score === undefined))
            continue;
        seen.set(evaluatorKey(a.evaluator), a.evaluator);
    }
    return [...seen.entries()].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)).map(([, v]) => v);
}
/**
 * Evaluate a configuration's listed attempts. `evaluated` counts attempts
 * whose `passed` is a boolean; `mean_score` is over attempts with a score.
 * pass_fraction is null (with a reason) when nothing was evaluated or
 * evaluators are mixed.
 */
function evaluateConfiguration(attempts) {
    const byEvaluator = new Map();
    for (const a of attempts) {
        const e = a.input.evaluation;
        if (a.evaluator === null || e === null)
            continue;
        const isEvaluated = typeof e.passed === 'boolean';
        const isScored = e.score !== null && e.score !== undefined;
        if (!isEvaluated && !isScored)
            continue;
        const k = evaluatorKey(a.evaluator);
        const acc = byEvaluator.get(k) ?? { id: a.evaluator, passed: 0, evaluated: 0, scoreSum: 0, scored: 0 };
        byEvaluator.set(k, acc);
        if (isEvaluated) {
            acc.evaluated += 1;
            if (e.passed === true)
                acc.passed += 1;
        }
        if (isScored) {
            acc.scoreSum += e.score;
            acc.scored += 1;
        }
    }
    const evaluators = [...byEvaluator.entries()]
        .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
        .map(([, acc]) => ({
        name: acc.id.name,
        version: acc.id.version,
        passed: acc.passed,
        evaluated: acc.evaluated,
        pass_fraction: acc.evaluated === 0 ? null : acc.passed / acc.evaluated,
        mean_score: acc.scored === 0 ? null : acc.scoreSum / acc.scored,
        scored: acc.scored
    }));
    const passed = evaluators.reduce((s, e) => s + e.passed, 0);
    const evaluated = evaluators.reduce((s, e) => s + e.evaluated, 0);
    const listed = attempts.length;
    let pass_fraction = null;
    let pass_fraction_reason = null;
    if (evaluators.length > 1) {
        pass_fraction_reason = `mixed evaluators (${evaluators.map((e) => evaluatorKey(e)).join(', ')}): no combined pass fraction, see the breakdown per evaluator`;
    }
    else if (evaluated === 0) {
        pass_fraction_reason = listed === 0 ? 'no attempts listed' : `none of ${listed} listed attempts has a pass/fail verdict`;
    }
    else {
        pass_fraction = passed / evaluated;
    }
    return { evaluators, listed, passed, evaluated, not_evaluated: listed - evaluated, pass_fraction, pass_fraction_reason };
}

;// CONCATENATED MODULE: ./src/comparison/report-schema.ts
/**
 * The report object (`report_version: 2`): the public contract that later
 * workflow steps read. Defined once here with zod; the TypeScript types are
 * inferred from it and `schema/report.schema.json` is generated from it
 * (`npm run schemas`, checked by a test).
 *
 * Units: tokens are token counts, `cost_usd` US dollars, `*_ms`
 * milliseconds, `rss_bytes` bytes. `null` always means "unknown / not
 * reported", never 0.
 */

/**
 * Version of the report object. 2: outcome counts are null when no request
 * could show them and carry `coverage`; requests carry stop and error
 * details, resource observations list every expected request.
 */
const REPORT_VERSION = 2;
const nullableNumber = schemas_number().nullable();
/** Coverage of one usage metric within one configuration. */
const MetricCoverageSchema = object({
    /** Sum over requests whose authoritative evidence reports the metric; null when none does. */
    observed: nullableNumber,
    /** How many expected requests reported the metric (a reported 0 counts). */
    reported_by: schemas_number().int(),
    /** How many requests were expected. */
    expected: schemas_number().int(),
    /** True only when inventory and request lists are verified and every expected request reported it. */
    complete: schemas_boolean()
});
const UsageBlockSchema = object({
    input_tokens: MetricCoverageSchema,
    cached_input_tokens: MetricCoverageSchema,
    output_tokens: MetricCoverageSchema,
    reasoning_tokens: MetricCoverageSchema,
    total_tokens: MetricCoverageSchema,
    cost_usd: MetricCoverageSchema
});
const EvaluatorSchema = object({ name: schemas_string(), version: schemas_string().nullable() });
/** One evaluator's verdicts within a configuration. */
const EvaluatorBreakdownSchema = object({
    name: schemas_string(),
    version: schemas_string().nullable(),
    /** Attempts with passed === true. */
    passed: schemas_number().int(),
    /** Attempts with a verdict (passed true/false) from this evaluator. */
    evaluated: schemas_number().int(),
    /** passed / evaluated; null when evaluated is 0. */
    pass_fraction: nullableNumber,
    /** Mean of numeric scores; null when none. */
    mean_score: nullableNumber,
    /** How many attempts carried a score. */
    scored: schemas_number().int()
});
const EvaluationBlockSchema = object({
    evaluators: array(EvaluatorBreakdownSchema),
    /** Listed attempts (the denominator evaluated is out of). */
    listed: schemas_number().int(),
    passed: schemas_number().int(),
    evaluated: schemas_number().int(),
    /** Listed attempts with no verdict. */
    not_evaluated: schemas_number().int(),
    /** passed / evaluated under a single evaluator; null when evaluators are mixed or nothing was evaluated. */
    pass_fraction: nullableNumber,
    /** Why pass_fraction is null, when it is. */
    pass_fraction_reason: schemas_string().nullable()
});
const OutcomesBlockSchema = object({
    /** Per-request execution status from authoritative evidence; `unknown` = no status known. */
    status: object({
        succeeded: schemas_number().int(),
        failed: schemas_number().int(),
        cancelled: schemas_number().int(),
        unknown: schemas_number().int()
    }),
    /**
     * Counts of record stop causes (`stop.cause`) over requests with a read
     * record end line (`coverage.records`); null when no request had one.
     */
    stop_causes: record(schemas_string(), schemas_number().int()).nullable(),
    /** Requests stopped by `fabric_failed` or `sandbox_failed` (of `coverage.records`); null when unknown. */
    infrastructure_failures: schemas_number().int().nullable(),
    /** Requests stopped by `agent_failed` or `agent_exhausted_budget` (of `coverage.records`); null when unknown. */
    agent_failures: schemas_number().int().nullable(),
    /** Requests that timed out (of `coverage.timeouts`), by either source; null when unknown. */
    timeouts: schemas_number().int().nullable(),
    /**
     * Where the timeouts were read: a record's `stop.reason` (null when no
     * request had a record end line, `coverage.records` 0), or a full result's
     * `error.code` (no record; null when no request could show one that way).
     */
    timeouts_by_source: object({ record_stop: schemas_number().int().nullable(), full_result_error_code: schemas_number().int().nullable() }),
    /**
     * Requests whose `oom_kill_count` rose between start and end line in an
     * exclusive container (of `coverage.oom`); null when unknown. Counts
     * requests, not kills.
     */
    oom_kills: schemas_number().int().nullable(),
    /** Kills: the sum of those rises (the size of each rise); null when unknown. */
    oom_kill_count_rise: schemas_number().int().nullable(),
    /** Rises in shared or undeclared containers: not attributable to the request, listed apart, never counted. */
    shared_container_oom_rises: array(object({
        attempt: schemas_string(),
        request_id: schemas_string().nullable(),
        /** end − start `oom_kill_count`. */
        rise: schemas_number().int(),
        exclusive_container: schemas_boolean().nullable()
    })),
    /** Host exit codes of record stops (of `coverage.records`); null when no request had a record end line (`{}`: none seen). */
    exit_codes: record(schemas_string(), schemas_number().int()).nullable(),
    /** Host exit signals of record stops (of `coverage.records`); null when no request had a record end line (`{}`: none seen). */
    exit_signals: record(schemas_string(), schemas_number().int()).nullable(),
    /** Error codes seen (from the authoritative evidence: full result or record end line). */
    error_codes: record(schemas_string(), schemas_number().int()),
    /** How many expected requests had evidence that could show each count. */
    coverage: object({
        /** Expected requests. */
        expected: schemas_number().int(),
        /** Requests with a read record end line: stop causes, failures, exit codes and signals. */
        records: schemas_number().int(),
        /** Requests whose record end line, or full result (status succeeded or an error code), could show a timeout. */
        timeouts: schemas_number().int(),
        /** Requests with `oom_kill_count` on both record lines in an exclusive container. */
        oom: schemas_number().int()
    })
});
/** A distribution across attempts, with how many attempts contributed. */
const DistributionSchema = object({
    /** Attempts with a value. */
    count: schemas_number().int(),
    /** Attempts that could have had one (the denominator). */
    of: schemas_number().int(),
    median: nullableNumber,
    p90: nullableNumber,
    max: nullableNumber
});
const TimingBlockSchema = object({
    /** Caller task duration (`task_duration_ms`) across attempts, ms. */
    task_duration_ms: DistributionSchema,
    /** Per attempt: wall time covered by the union of its invocation intervals, ms. */
    invocation_covered_ms: DistributionSchema,
    /** Per attempt: peak number of simultaneously running invocations. */
    peak_concurrency: DistributionSchema,
    /** Requests with a known start and end. */
    invocations_timed: schemas_number().int(),
    /** Expected requests (denominator of invocations_timed). */
    invocations_expected: schemas_number().int()
});
const EvidenceExampleSchema = object({
    /** Attempt key `configuration/task@revision#attempt`. */
    attempt: schemas_string(),
    request_id: schemas_string().nullable(),
    file: schemas_string().nullable(),
    artifact: schemas_string().nullable(),
    line: schemas_number().int().nullable(),
    detail: schemas_string().nullable()
});
/** Gap codes (stable; README code table). */
const GAP_CODES = [
    'result_missing',
    'result_unreadable',
    'record_unreadable',
    'record_without_end',
    'attempt_missing',
    'usage_not_reported'
];
const GapSchema = object({
    reason: schemas_enum(GAP_CODES),
    count: schemas_number().int(),
    /** Up to 5 examples. */
    examples: array(EvidenceExampleSchema)
});
const ResourceObservationSchema = object({
    attempt: schemas_string(),
    request_id: schemas_string().nullable(),
    /** Runtime the snapshot observed: CPU time is cumulative for the runtime's host tree, so two snapshots of one runtime overlap. */
    runtime_id: schemas_string().nullable(),
    /** Which evidence the snapshot came from: `full_result` or `record_end`. */
    source: schemas_string(),
    observed_at: schemas_string().nullable(),
    scope: schemas_string().nullable(),
    process_count: nullableNumber,
    rss_bytes: nullableNumber,
    cpu_user_ms: nullableNumber,
    cpu_system_ms: nullableNumber
});
/** An estimate with its 95 % interval (task-clustered; see `method`), or the reason there is none. */
const IntervalSchema = object({
    estimate: schemas_number(),
    /** Lower bound; null with `reason` when no interval is given. */
    low: nullableNumber,
    high: nullableNumber,
    /** Standard error used (after any floor); null when no interval. */
    standard_error: nullableNumber,
    /** True when the standard error was raised to its floor (every task showed the same result). */
    floored: schemas_boolean(),
    /** Why low/high are null. */
    reason: schemas_string().nullable()
});
/** Mean per attempt of one metric over the attempts whose usage of it is complete. */
const AttemptMeanSchema = object({
    /** Mean with interval; null when no attempt has complete usage of the metric. */
    interval: IntervalSchema.nullable(),
    /** Attempts whose usage of the metric is complete (the denominator). */
    attempts: schemas_number().int(),
    /** Listed attempts. */
    of: schemas_number().int(),
    /** Tasks those attempts belong to. */
    tasks: schemas_number().int()
});
/** Per-configuration statistics (task-clustered intervals, pass@k, per-attempt usage). */
const ConfigurationStatisticsSchema = object({
    /** How every interval here was computed, in one sentence. */
    method: schemas_string(),
    /** Listed tasks (task@revision). */
    tasks: schemas_number().int(),
    pass_fraction: object({
        /** passed / evaluated with its interval; null when there is no pass fraction (see reason). */
        interval: IntervalSchema.nullable(),
        /** Tasks with at least one evaluated attempt. */
        tasks: schemas_number().int(),
        /** Evaluated attempts. */
        attempts: schemas_number().int(),
        reason: schemas_string().nullable()
    }),
    /** pass@k (Chen et al. 2021) and pass^k (Yao et al. 2024), mean over tasks, k = 1 … min evaluated attempts per task. */
    pass_at_k: object({
        tasks: schemas_number().int(),
        rows: array(object({ k: schemas_number().int(), pass_at_k: schemas_number(), pass_hat_k: schemas_number() })),
        reason: schemas_string().nullable()
    }),
    /** Mean per attempt: tokens, cost in USD. */
    per_attempt: object({
        input_tokens: AttemptMeanSchema,
        output_tokens: AttemptMeanSchema,
        total_tokens: AttemptMeanSchema,
        cost_usd: AttemptMeanSchema
    }),
    /** Cost of all listed attempts (USD) / passed attempts; null with reason when pricing, coverage or verdicts do not allow it. */
    cost_per_passed_attempt: object({
        value: nullableNumber,
        cost_usd: nullableNumber,
        passed: schemas_number().int().nullable(),
        reason: schemas_string().nullable()
    })
});
/** How many expected requests have a resource observation, and why the others have none. */
const ResourceCoverageSchema = object({
    expected: schemas_number().int(),
    /** Requests with a snapshot (listed in `resources`). */
    observed: schemas_number().int(),
    /** Every expected request without a snapshot, with its state and why. */
    not_observed: array(object({
        attempt: schemas_string(),
        request_id: schemas_string().nullable(),
        runtime_id: schemas_string().nullable(),
        /**
         * `unavailable`: the evidence carries no snapshot; `unsupported`: its
         * adapter kind (`http`) or harness cannot be observed;
         * `no_evidence`: the request has no authoritative evidence.
         */
        state: schemas_enum(['unavailable', 'unsupported', 'no_evidence']),
        reason: schemas_string()
    }))
});
const ConfigurationReportSchema = object({
    id: schemas_string(),
    /** Evidence for this configuration is complete (see the gate). */
    complete: schemas_boolean(),
    pricing: object({ basis: schemas_string(), verified: schemas_boolean() }).nullable(),
    attempts: object({
        listed: schemas_number().int(),
        with_evidence: schemas_number().int(),
        missing: schemas_number().int(),
        inventory_verified: schemas_boolean()
    }),
    requests: object({
        expected: schemas_number().int(),
        from_result: schemas_number().int(),
        from_record: schemas_number().int(),
        /** Requests whose accounting came from harness counters (non-Fabric agent). */
        from_harness_counters: schemas_number().int(),
        missing: schemas_number().int(),
        /** Attempts whose request list is verified / unverified. */
        lists_verified: schemas_number().int(),
        lists_unverified: schemas_number().int()
    }),
    usage: UsageBlockSchema,
    evaluation: EvaluationBlockSchema,
    outcomes: OutcomesBlockSchema,
    timing: TimingBlockSchema,
    resources: array(ResourceObservationSchema),
    resource_coverage: ResourceCoverageSchema,
    gaps: array(GapSchema),
    /** Intervals, pass@k, per-attempt usage (absent in reports written before it existed). */
    statistics: ConfigurationStatisticsSchema.optional()
});
/** A delta candidate minus baseline, or the reason there is none. */
const DeltaSchema = object({
    baseline: nullableNumber,
    candidate: nullableNumber,
    /** candidate − baseline; null when not comparable. */
    delta: nullableNumber,
    /** Why delta is null; null when delta is given. */
    reason: schemas_string().nullable()
});
const TaskRefSchema = object({ task: schemas_string(), revision: schemas_string() });
/** Verdict counts of one task on one side. */
const TaskVerdictsSchema = object({
    listed: schemas_number().int(),
    evaluated: schemas_number().int(),
    passed: schemas_number().int()
});
/** A task whose pass fraction moved between baseline and candidate. */
const TaskChangeSchema = object({
    task: schemas_string(),
    revision: schemas_string(),
    baseline: TaskVerdictsSchema,
    candidate: TaskVerdictsSchema,
    /** candidate − baseline pass fraction of this task (over its evaluated attempts). */
    change: schemas_number()
});
/** Paired comparison over the same tasks: the pass-fraction difference with its interval, and the tasks that changed. */
const PairedComparisonSchema = object({
    /** How the interval was computed, in one sentence. */
    method: schemas_string(),
    /** Tasks paired (0 when the difference is not allowed). */
    tasks: schemas_number().int(),
    /** Evaluated attempts per task and side, smallest and largest; null when none. */
    attempts_per_task: object({ min: schemas_number().int(), max: schemas_number().int() }).nullable(),
    /** candidate − baseline pass fraction with its 95 % interval; null with `reason` when not allowed. */
    difference: IntervalSchema.nullable(),
    /** The interval excludes 0; null when there is no interval. */
    distinguishable: schemas_boolean().nullable(),
    reason: schemas_string().nullable(),
    /** Tasks whose pass fraction moved, worst (most negative change) first. */
    changed_tasks: array(TaskChangeSchema),
    /** Tasks with verdicts on both sides and the same pass fraction. */
    unchanged_tasks: schemas_number().int(),
    /** Tasks without a verdict on a side (side null = not listed there): not changes. */
    tasks_without_verdicts: array(object({ task: schemas_string(), revision: schemas_string(), baseline: TaskVerdictsSchema.nullable(), candidate: TaskVerdictsSchema.nullable() })),
    /** Why verdicts are not compared task by task (e.g. evaluators differ); then the task lists are empty. */
    tasks_reason: schemas_string().nullable()
});
const ComparisonSchema = object({
    baseline: schemas_string(),
    candidate: schemas_string(),
    inventory: object({
        /** Same (task, revision) list with the same attempt counts. */
        matched: schemas_boolean(),
        only_in_baseline: array(TaskRefSchema),
        only_in_candidate: array(TaskRefSchema),
        revision_differs: array(object({ task: schemas_string(), baseline: array(schemas_string()), candidate: array(schemas_string()) })),
        attempt_count_differs: array(object({ task: schemas_string(), revision: schemas_string(), baseline: schemas_number().int(), candidate: schemas_number().int() }))
    }),
    metrics: object({
        input_tokens: DeltaSchema,
        cached_input_tokens: DeltaSchema,
        output_tokens: DeltaSchema,
        reasoning_tokens: DeltaSchema,
        total_tokens: DeltaSchema,
        cost_usd: DeltaSchema,
        pass_fraction: DeltaSchema
    }),
    /** Paired per-task comparison (absent in reports written before it existed). */
    paired: PairedComparisonSchema.optional()
});
const WarningSchema = object({
    /** Stable snake_case code (README code table). */
    code: schemas_string(),
    /** `warning` counts for the `warnings` gate policy; `notice` is informational. */
    severity: schemas_enum(['warning', 'notice']),
    message: schemas_string(),
    configurations: array(schemas_string()),
    /** Attempt keys concerned (`configuration/task@revision#attempt`), at most 20. */
    attempts: array(schemas_string()),
    /** How many attempts are concerned in all (attempts may be cut). */
    attempt_count: schemas_number().int(),
    file: schemas_string().nullable().optional(),
    line: schemas_number().int().nullable().optional()
});
const RequestFileSchema = object({
    role: schemas_enum(['result', 'record', 'harness_counters']),
    path: schemas_string(),
    artifact: schemas_string().nullable(),
    state: schemas_enum(['read', 'missing', 'unreadable']),
    line: schemas_number().int().nullable(),
    json_path: schemas_string().nullable(),
    reason: schemas_string().nullable()
});
const UsageSchema = object({
    input_tokens: nullableNumber,
    cached_input_tokens: nullableNumber,
    output_tokens: nullableNumber,
    reasoning_tokens: nullableNumber,
    total_tokens: nullableNumber,
    cost_usd: nullableNumber,
    pricing_basis: schemas_string().nullable()
});
const LegacyCounterSchema = object({
    source: schemas_string(),
    file: schemas_string().optional(),
    input_tokens: nullableNumber,
    cached_input_tokens: nullableNumber,
    output_tokens: nullableNumber,
    total_tokens: nullableNumber,
    cost_usd: nullableNumber
});
const DiagnosticSchema = object({
    code: schemas_string(),
    message: schemas_string(),
    file: schemas_string().optional(),
    line: schemas_number().int().optional(),
    json_path: schemas_string().optional()
});
const RequestReportSchema = object({
    request_id: schemas_string().nullable(),
    /** Which evidence is authoritative: `full_result` > `record_end` > `harness_counters`; null = a gap. */
    evidence: schemas_enum(['full_result', 'record_end', 'harness_counters']).nullable(),
    /** Label of the harness-counter source when evidence is `harness_counters`. */
    evidence_label: schemas_string().nullable(),
    status: schemas_enum(['succeeded', 'failed', 'cancelled']).nullable(),
    stop_cause: schemas_string().nullable(),
    stop_reason: schemas_string().nullable(),
    error_code: schemas_string().nullable(),
    /** Runtime id (full result, else record): snapshots of one runtime are cumulative. */
    runtime_id: schemas_string().nullable(),
    /** The record end line's stop, field by field; null without a record end line or on success. */
    stop: object({
        cause: schemas_string().nullable(),
        reason: schemas_string().nullable(),
        /** Applied timeout, ms. */
        timeout_ms: nullableNumber,
        /** Time used when stopped, ms. */
        used_ms: nullableNumber,
        force_stopped: schemas_boolean().nullable(),
        exit_code: schemas_number().int().nullable(),
        exit_signal: schemas_string().nullable()
    })
        .nullable(),
    /** The authoritative evidence's error (code, stage, retryable), with where it was read; null when none. */
    error: object({
        source: schemas_enum(['full_result', 'record_end']),
        code: schemas_string().nullable(),
        stage: schemas_string().nullable(),
        retryable: schemas_boolean().nullable()
    })
        .nullable(),
    /** `oom_kill_count` of the record's start and end lines and whether the container was exclusive; null without a read record. */
    oom: object({ start: nullableNumber, end: nullableNumber, exclusive_container: schemas_boolean().nullable() })
        .nullable(),
    usage: UsageSchema.nullable(),
    /**
     * Relations of the usage definitions this request's usage breaks
     * (`cached_exceeds_input`, `reasoning_exceeds_output`,
     * `total_tokens_mismatch`), with the figures; empty when none.
     */
    usage_disagreements: array(object({ relation: schemas_string(), metrics: array(schemas_string()), detail: schemas_string() })),
    invocation: object({ start_ms: nullableNumber, end_ms: nullableNumber }).nullable(),
    files: array(RequestFileSchema),
    gaps: array(schemas_enum(GAP_CODES)),
    diagnostics: array(DiagnosticSchema)
});
const AttemptReportSchema = object({
    key: schemas_string(),
    configuration: schemas_string(),
    task: schemas_string(),
    revision: schemas_string(),
    attempt: schemas_string(),
    missing: schemas_boolean(),
    requests_complete: schemas_boolean(),
    declared_in: object({ path: schemas_string(), artifact: schemas_string().nullable() }).nullable(),
    evaluation: object({
        evaluator: EvaluatorSchema.nullable(),
        passed: schemas_boolean().nullable(),
        score: nullableNumber,
        scores: record(schemas_string(), schemas_number()).optional(),
        note: schemas_string().nullable().optional()
    })
        .nullable(),
    task_duration_ms: nullableNumber,
    /** Harness phase durations (detail; e.g. Harbor's four phases), ms; null = did not run or unknown. */
    phases: array(object({ name: schemas_string(), duration_ms: nullableNumber })),
    invocations: object({
        count: schemas_number().int(),
        timed: schemas_number().int(),
        covered_ms: nullableNumber,
        peak_concurrency: schemas_number().int().nullable()
    }),
    requests: array(RequestReportSchema),
    legacy_counters: array(LegacyCounterSchema),
    diagnostics: array(DiagnosticSchema)
});
/**
 * One budget checked for one candidate (CLI `--budget`, action input
 * `budgets`; src/comparison/budgets.ts): the figure candidate − baseline,
 * paired by task, against the limit. `failed` when the estimate exceeds the
 * limit; `cannot_check` (which fails too) when the figures are not
 * comparable, with the reason.
 */
const BudgetResultSchema = object({
    /** The budget as given, normalised: `cost=+10%`. */
    budget: schemas_string(),
    metric: schemas_enum(['cost', 'input_tokens', 'output_tokens', 'total_tokens', 'cost_per_passed_attempt', 'task_duration']),
    /**
     * `relative`: value is a fraction of the baseline's figure (0.1 = +10 %); `absolute`: in `unit`, how much the
     * candidate may exceed the baseline (written `+0.01`); `ceiling`: in `unit`, the most the candidate's own figure may be
     * (written `0.05`).
     */
    limit: object({ kind: schemas_enum(['relative', 'absolute', 'ceiling']), value: schemas_number() }),
    /** Unit of the figures: `USD per attempt`, `tokens per attempt`, `USD per passed attempt`, `ms (median task duration)`. */
    unit: schemas_string(),
    baseline: schemas_string(),
    /** null when there is no candidate configuration. */
    candidate: schemas_string().nullable(),
    /** Tasks both sides ran (the pairs). */
    tasks: schemas_number().int(),
    /** Attempts of those tasks on each side (for cost per passed attempt: passed attempts). */
    attempts: object({ baseline: schemas_number().int(), candidate: schemas_number().int() }),
    /** Each side's figure over the paired tasks (mean per attempt, cost per passed attempt, or median); null when not computed. */
    baseline_value: nullableNumber,
    candidate_value: nullableNumber,
    /** candidate − baseline in `unit` with its 95 % interval; null when the budget cannot be checked. */
    difference: IntervalSchema.nullable(),
    /** (candidate − baseline) / baseline with its 95 % interval (delta method); null when not computed (baseline 0, or cannot be checked). */
    relative: IntervalSchema.nullable(),
    /** The candidate's own figure over the paired tasks with its 95 % interval (what a `ceiling` is checked on); null when the budget cannot be checked. */
    candidate_interval: IntervalSchema.nullable(),
    verdict: schemas_enum(['passed', 'failed', 'cannot_check']),
    /** The whole 95 % interval lies above the limit; null when there is no interval (or the budget cannot be checked). */
    excess_beyond_noise: schemas_boolean().nullable(),
    /** Why the budget cannot be checked; null otherwise. */
    reason: schemas_string().nullable()
});
const ReportSchema = object({
    report_version: literal(REPORT_VERSION),
    generated_by: object({ name: literal('fabric-compare'), version: schemas_string() }),
    /** Every configuration's evidence is complete. */
    complete: schemas_boolean(),
    gate: object({
        policy: schemas_enum(['incomplete', 'warnings', 'regression', 'never']),
        /** Tolerance of the `regression` policy in percentage points (absent for other policies). */
        regression_tolerance_pp: schemas_number().optional(),
        /** Every budget passed (absent when no budget was given); part of the gate under every policy but `never`. */
        budgets_passed: schemas_boolean().optional(),
        passed: schemas_boolean(),
        reasons: array(schemas_string())
    }),
    configurations: array(ConfigurationReportSchema),
    comparisons: array(ComparisonSchema),
    /** Budgets checked, per budget in the order given then per candidate (absent when no budget was given). */
    budgets: array(BudgetResultSchema).optional(),
    warnings: array(WarningSchema),
    /** Workflow artifacts the action downloaded (empty for the CLI and local evidence). */
    artifacts: array(object({
        name: schemas_string(),
        id: schemas_number().int().nullable(),
        size_bytes: schemas_number().int().nullable(),
        digest: schemas_string().nullable(),
        run: schemas_string(),
        status: schemas_enum(['downloaded', 'digest_mismatch', 'failed', 'not_found', 'wrong_run']),
        error: schemas_string().nullable(),
        /** When the listing said: ISO 8601 creation time of the upload (orders re-uploads of one attempt). */
        created_at: schemas_string().nullable().optional(),
        /** Files of this artifact refused at the trust boundary (e.g. an index file naming another configuration); never read. */
        refused: array(object({ file: schemas_string(), reason: schemas_string() })).optional()
    })),
    unexpected_attempts: array(object({
        configuration: schemas_string(),
        task: schemas_string(),
        revision: schemas_string(),
        attempt: schemas_string(),
        declared_in: object({ path: schemas_string(), artifact: schemas_string().nullable() }).nullable()
    })),
    diagnostics: array(DiagnosticSchema),
    attempts: array(AttemptReportSchema)
});

;// CONCATENATED MODULE: ./src/comparison/gaps.ts
/**
 * Gap aggregation of a configuration: each reason with a count and up to
 * five examples (attempt key, request id, file, artifact, line, detail).
 * A request contributes each of its gap codes once; an attempt declared
 * missing contributes `attempt_missing` once.
 */

/** Maximum examples kept per gap code. */
const MAX_GAP_EXAMPLES = 5;
/** An empty tally. */
function newGapTally() {
    return new Map();
}
/** Adds attempt `a`'s gaps to `t`: each request's codes once, `attempt_missing` once for an attempt declared missing. */
function tallyGaps(t, a) {
    const add = (code, example) => {
        const g = t.get(code) ?? { reason: code, count: 0, examples: [] };
        t.set(code, g);
        g.count += 1;
        if (g.examples.length < MAX_GAP_EXAMPLES)
            g.examples.push(example);
    };
    if (a.input.missing) {
        add('attempt_missing', {
            attempt: a.key,
            request_id: null,
            file: a.input.declared_in?.path ?? null,
            artifact: a.input.declared_in?.artifact ?? null,
            line: null,
            detail: 'no evidence of this attempt was found'
        });
    }
    for (const r of a.requests) {
        const seen = new Set();
        for (const g of r.gaps) {
            if (seen.has(g.code))
                continue;
            seen.add(g.code);
            add(g.code, { attempt: a.key, request_id: r.request_id, file: g.file, artifact: g.artifact, line: g.line, detail: g.detail });
        }
    }
}
/** The gaps of a tally, in {@link GAP_CODES} order; codes with count 0 are left out. */
function gapsFromTally(t) {
    return GAP_CODES.filter((c) => t.has(c)).map((c) => t.get(c));
}

;// CONCATENATED MODULE: ./src/comparison/configuration.ts
/**
 * One configuration's block of the report, from its resolved listed
 * attempts: attempts/requests counts, accounting, evaluation, outcomes,
 * timing, resources, gaps and completeness.
 */




/**
 * Build a configuration's block from its kept attempts and what was
 * tallied as they were added (accounting.ts, gaps.ts, outcomes.ts,
 * resources.ts). `complete` = attempt inventory verified
 * (declared whole, at least one attempt, no attempt listed twice) AND every
 * request list verified AND no attempt missing AND every expected
 * request has authoritative evidence AND input_tokens and output_tokens
 * complete. Cost, cached, reasoning and total tokens are shown with
 * coverage but not required for completeness: many providers do not report
 * them.
 */
function analyzeConfiguration(config, attempts, tallied) {
    const inventoryVerified = config.attempts_complete === true;
    const missing = attempts.filter((a) => a.missing);
    const listsUnverified = attempts.filter((a) => !a.list_verified);
    const duplicates = attempts.length - new Set(attempts.map((a) => a.key)).size;
    // An inventory that lists nothing, or lists an attempt twice, is not a verified inventory of work done.
    const verified = inventoryVerified && attempts.length > 0 && duplicates === 0 && listsUnverified.length === 0 && missing.length === 0;
    const accounting = accountingFromTally(tallied.usage, verified);
    const count = (e) => attempts.reduce((n, a) => n + a.request_counts[e], 0);
    const withoutEvidence = count('none');
    const u = accounting.usage;
    const complete = verified && withoutEvidence === 0 && u.input_tokens.complete && u.output_tokens.complete;
    const report = {
        id: config.id,
        complete,
        pricing: config.pricing === null ? null : { basis: config.pricing.basis, verified: config.pricing.verified === true },
        attempts: {
            listed: attempts.length,
            with_evidence: attempts.length - missing.length,
            missing: missing.length,
            inventory_verified: inventoryVerified
        },
        requests: {
            expected: count('expected'),
            from_result: count('full_result'),
            from_record: count('record_end'),
            from_harness_counters: count('harness_counters'),
            missing: withoutEvidence,
            lists_verified: attempts.length - listsUnverified.length,
            lists_unverified: listsUnverified.length
        },
        usage: accounting.usage,
        evaluation: evaluateConfiguration(attempts),
        outcomes: tallied.outcomes,
        timing: timingBlock(attempts),
        resources: tallied.resources.observations,
        resource_coverage: tallied.resources.coverage,
        gaps: gapsFromTally(tallied.gaps)
    };
    return {
        config,
        report,
        accounting,
        attempts,
        identities: verdictIdentities(attempts),
        missing,
        lists_unverified: listsUnverified
    };
}

;// CONCATENATED MODULE: ./src/comparison/advice.ts
/** The mode of a configuration's attempts (`manifest` when nothing says otherwise). */
function evidenceMode(attempts) {
    if (attempts.some((a) => a.input.phases !== undefined))
        return 'harbor';
    if (attempts.some((a) => a.input.declared_in?.path.split('/').pop() === 'fabric-attempt.json'))
        return 'index_files';
    return 'manifest';
}
/** How to verify the attempt inventory, in the user's mode. */
function inventoryAdvice(mode) {
    switch (mode) {
        case 'harbor':
            return "pass whole job folders whose config.json lists the tasks and n_attempts (single trials, or a job over `datasets`, cannot be verified)";
        case 'index_files':
            return 'give the action the expected inventory (`tasks` and `attempts-per-task`)';
        default:
            return 'set `attempts_complete: true` in the manifest or declare the expected inventory';
    }
}
/** How to verify request lists, in the user's mode. */
function requestListAdvice(mode) {
    switch (mode) {
        case 'harbor':
            return 'the Harbor trial does not show that its request list is whole';
        case 'index_files':
            return 'set `requests_complete: true` in each fabric-attempt.json when its list is whole';
        default:
            return 'set `requests_complete: true` when the list is whole';
    }
}

;// CONCATENATED MODULE: ./src/comparison/codes.ts
/**
 * Every stable code the tool emits — gap reasons, warnings and file
 * diagnostics — with its severity and meaning, in one table. The README's
 * code table is generated from it (`npm run readme`), and a test checks that
 * every code literal in `src/` is listed here.
 *
 * Severity: `warning` counts for the `warnings` gate policy; `notice` is
 * information. Gap codes have no severity of their own: a gap makes
 * evidence incomplete.
 */
const gap = (code, meaning) => ({ code, kind: 'gap', severity: null, meaning });
const warning = (code, meaning) => ({ code, kind: 'warning', severity: 'warning', meaning });
const notice = (code, meaning) => ({ code, kind: 'warning', severity: 'notice', meaning });
const fileWarning = (code, meaning) => ({ code, kind: 'diagnostic', severity: 'warning', meaning });
const fileNotice = (code, meaning) => ({ code, kind: 'diagnostic', severity: 'notice', meaning });
/** The code table, in README order. */
const CODES = [
    gap('result_missing', 'an expected request has no full result and no record end line'),
    gap('result_unreadable', 'the full result exists but is not valid (file, JSON path and reason given), or is already the evidence of another request (the same file, or the same request by its ids)'),
    gap('record_unreadable', 'the request record exists but is corrupt (file, line and reason given), or its request (by its ids) is already the evidence of another request'),
    gap('record_without_end', 'the request record has a start line and no end line: the request started and never finished'),
    gap('attempt_missing', 'an expected attempt has no evidence at all (no index file, no trial result)'),
    gap('usage_not_reported', 'the authoritative evidence of a request carries no usage'),
    warning('attempt_inventory_unverified', 'the attempt list is not declared whole (`attempts_complete`, or the action\'s `tasks` + `attempts-per-task`)'),
    warning('request_list_unverified', 'attempts whose request list is not declared whole (`requests_complete`)'),
    warning('attempt_missing', 'listed attempts with no authoritative evidence for any request, or expected and never found'),
    warning('attempt_unexpected', 'attempts found in the evidence that the expected inventory does not list (reported, not compared)'),
    warning('request_duplicate', 'the same request (request id with runtime and invocation ids) is the evidence of two expected requests, e.g. a copied full result: the first keeps it, the other is a gap; counted once'),
    warning('duplicate_attempt', 'the same attempt key is listed more than once; every listing is counted'),
    warning('configuration_unknown', 'attempts of a configuration that is not declared; shown per attempt, not compared (a manifest naming an undeclared configuration is rejected instead)'),
    warning('usage_partial', 'input, output or total tokens or cost are not reported by every expected request: sums are lower bounds'),
    warning('sum_overflow', 'a usage sum exceeds the largest 64-bit float: the figure is unknown (null) and not complete, never a complete unknown'),
    warning('cached_exceeds_input', 'cached input tokens above input tokens: the producer counted them apart; figures are kept as reported, the input and cached deltas are withheld'),
    warning('reasoning_exceeds_output', 'reasoning tokens above output tokens: output does not include reasoning there; the output and reasoning deltas are withheld'),
    warning('total_tokens_mismatch', 'total tokens other than input plus output tokens: total means something else there; the total delta is withheld'),
    warning('pricing_basis_missing', 'costs are reported but no pricing basis is declared'),
    warning('pricing_basis_unverified', 'a pricing basis is declared but not verified'),
    warning('pricing_basis_differs', 'configurations use different pricing bases: no cost difference is presented'),
    warning('pricing_basis_mixed', 'requests priced in another basis than the configuration\'s: their cost is left out of the sum'),
    warning('evaluator_unknown', 'a verdict without an evaluator identity (counted under `unknown`)'),
    warning('evaluator_mixed', 'several evaluators within one configuration: no combined pass fraction, a breakdown instead'),
    warning('evaluator_differs', 'configurations are judged by different evaluators: no pass-rate difference is presented'),
    warning('task_not_in_all_configurations', 'a task is listed for some configurations only'),
    warning('revision_differs', 'the same task at different revisions across configurations'),
    warning('attempt_count_differs', 'the same task and revision with different attempt counts across configurations'),
    warning('hidden_folder_missing', 'every declared file under a hidden folder (e.g. `.fabric/`) of an artifact or the evidence folder is missing: upload hidden folders (`include-hidden-files: true` on actions/upload-artifact ≥ 4.4)'),
    notice('verdict_without_evidence', 'attempts judged by an evaluator although no authoritative execution evidence of them exists; their verdicts count in the pass fraction'),
    notice('legacy_counter_differs', 'a legacy counter (adapter output, Harbor agent_result, ATIF) differs from the request-level accounting; never added'),
    notice('result_record_disagree', 'a full result and its record end line report different usage; the full result is authoritative'),
    fileWarning('evidence_file_unreadable', 'a declared file is unreadable although the request is accounted from other evidence (e.g. a corrupt full result behind a record end line)'),
    fileWarning('record_state_excluded', 'a request record in a state its rules exclude (e.g. `fabric_failed` with a host exit, a timeout with a host exit code, an OOM rise in a shared container read as `sandbox_failed`): read as written, named'),
    fileWarning('evidence_file_missing', 'a declared file is missing although the request is accounted from other evidence (e.g. a request record behind its full result: stop causes and OOM counts become unknown)'),
    fileWarning('request_id_mismatch', 'a full result or record names another request id than the one declared for it'),
    fileNotice('attempt_without_requests', 'an attempt declares no request at all, with its request list declared complete'),
    fileWarning('invalid_number', '`NaN`, `Infinity`, or a number beyond 2^53 that a 64-bit float cannot hold exactly, in any syntax (`9007199254740993`, `9007199254740993.0`, `9.007199254740993e15`), in a file: read as unknown, never rounded'),
    fileWarning('invalid_count', 'a token count that is negative, fractional or not a number (or a negative USD amount) in Harbor `agent_result` or ATIF metrics: not counted, the figure is not reported'),
    fileWarning('timestamp_without_offset', 'a timestamp without a UTC offset: not read in the machine\'s zone; the time is unknown'),
    fileWarning('invalid_timestamp', 'a timestamp that is not valid RFC 3339: the time is unknown'),
    fileWarning('torn_last_line', 'the last line of a JSONL file is cut off (the writer was killed); earlier lines are used'),
    fileWarning('nul_padding', 'a request record line holds a run of NUL bytes (a crash left zero-filled space, then the writer appended): the JSON around it is read'),
    fileWarning('missing_required_field', 'a full result lacks a field its schema requires (read anyway)'),
    fileWarning('record_id_mismatch', 'a request record\'s lines name different runtime, invocation or request ids'),
    fileWarning('empty_record', 'a request record has no line at all'),
    fileWarning('invocation_end_before_start', 'an invocation ends before it starts: not timed'),
    fileWarning('attempt_index_foreign_configuration', 'an attempt index file names another configuration than the one whose artifacts it came from: refused, not read, and the evidence is incomplete (`relabel` on the configuration line takes it under that id)'),
    fileNotice('attempt_index_superseded', 'two attempt index files declare the same attempt: the newer upload (artifact creation time) is used, the superseded one is named'),
    fileWarning('attempt_index_ambiguous', 'several attempt index files declare the same attempt and their upload order cannot be told: no figures from either, the attempt is missing'),
    fileWarning('attempt_index_duplicate', 'two attempt index files declare the same attempt: the first (in artifact and path order) is used'),
    fileWarning('evidence_folder_unreadable', 'a folder of an artifact cannot be listed (permissions, a name over the limit) or holds more entries than the limit: index files inside it are not found'),
    fileWarning('attempt_index_invalid', 'an attempt index file (`fabric-attempt.json`) is malformed; the attempt it declares shows as missing'),
    fileNotice('unknown_line', 'request record lines other than start/end (kept as unknown)'),
    fileNotice('duplicate_record_line', 'a request record has more than one start or end line: the first start and the last end are used'),
    fileNotice('record_write_failed', 'the full result reports that writing its request record failed'),
    fileNotice('result_without_ids', 'a full result without runtime/invocation/request ids (the CLI\'s pre-result stub)'),
    fileNotice('legacy_counter_invalid', 'an adapter counter inside `output` has a wrong type and is ignored'),
    fileNotice('legacy_counter_unrecognized', 'an `output.usage` object of an unknown adapter shape is ignored'),
    fileNotice('harbor_exception', 'Harbor recorded an exception for the trial; kept beside the verdict, a reward still counts'),
    fileWarning('harbor_reward_key_ambiguous', 'several reward keys and none is the primary one: no score'),
    fileWarning('harbor_no_checksum', 'a trial without `task_checksum`: its revision is `unknown`'),
    fileWarning('harbor_trial_without_result', 'a trial folder without `result.json` (running or killed): the attempt is missing'),
    fileWarning('harbor_trial_unreadable', 'a trial `result.json` is malformed or has a wrong type'),
    fileWarning('harbor_trial_absent', 'the job\'s `config.json` expects a trial that is not there'),
    fileWarning('harbor_inventory_mismatch', 'trials contradict the job\'s `config.json` inventory'),
    fileWarning('harbor_job_config_unreadable', 'the job\'s `config.json` is unreadable or its `n_attempts` invalid'),
    fileNotice('harbor_job_result_unreadable', 'the job\'s `result.json` is unreadable'),
    fileWarning('harbor_job_trials_differ', 'the job\'s `result.json` counts other trials (`n_total_trials`, `stats.n_trials`) than the trial folders and results found'),
    fileNotice('harbor_job_mean_differs', 'Harbor\'s job mean (a missing reward counted as 0) differs from the mean recomputed from the trials'),
    fileWarning('harbor_negative_duration', 'a trial finished before it started'),
    fileNotice('harbor_duplicate_trial', 'the same trial id was read twice; the copy is ignored'),
    fileWarning('harbor_nested_job', 'a job folder was found where a trial was expected'),
    fileNotice('harbor_configurations_share_agent', 'derived configurations share an agent name; the differing `kwargs` keys are named'),
    fileWarning('harbor_configuration_unmapped', 'a configuration map was given but no entry matched the trial'),
    fileWarning('harbor_configuration_map_conflict', '`kwargs.` entries of the configuration map disagree for one trial'),
    fileWarning('atif_cached_exceeds_prompt', 'an ATIF trajectory reports more cached than prompt tokens (counted apart)'),
    fileNotice('atif_total_steps_mismatch', 'ATIF `total_steps` differs from the number of steps'),
    fileNotice('atif_metrics_mismatch', 'ATIF `final_metrics` differ from the summed step metrics (subagents are named when they explain it)'),
    fileNotice('atif_subagent_trajectories', 'the trajectory has subagent trajectories; never added into the parent'),
    fileNotice('atif_continued', 'the trajectory continues in further files; the last segment\'s cumulative figures are used'),
    fileWarning('atif_continuation_missing', 'a referenced ATIF continuation file is absent'),
    fileNotice('atif_subagent_missing', 'a referenced ATIF subagent file is absent'),
    fileNotice('atif_field_invalid', 'a field of an ATIF trajectory has a wrong type (e.g. `observation.results` not a list), or a sum of its step metrics exceeds the largest float: skipped (not reported), the rest of the file is read'),
    fileWarning('atif_unreadable', 'an ATIF trajectory is malformed (or its continuations loop)'),
    fileNotice('atif_unknown_version', 'an ATIF version outside v1.0–v1.7, read leniently'),
    fileNotice('tb1_zero_tokens', 'Terminal-Bench 1.x 0/0 token counts read as not reported'),
    fileNotice('tb1_failure_mode', 'a Terminal-Bench 1.x trial `failure_mode` other than `unset`'),
    fileNotice('tb1_run_accuracy_differs', 'Terminal-Bench 1.x run accuracy counts a missing verdict as unresolved; recomputed'),
    fileWarning('tb1_trial_unreadable', 'a Terminal-Bench 1.x trial `results.json` is unreadable')
];
/** Severity of a warning or diagnostic code; `notice` for a code not in the table. */
function severityOf(code) {
    const severities = CODES.filter((c) => c.code === code && c.severity !== null);
    return severities.some((c) => c.severity === 'warning') ? 'warning' : 'notice';
}
/** The README's code table (Markdown). */
function codeTableMarkdown() {
    const rows = CODES.map((c) => `| \`${c.code}\` | ${c.kind === 'diagnostic' ? 'file diagnostic' : c.kind} | ${c.severity ?? '—'} | ${c.meaning.replace(/\|/g, '\\|')} |`);
    return ['| code | kind | severity | meaning |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

;// CONCATENATED MODULE: ./src/comparison/warnings.ts
/**
 * Building warnings and their deterministic order. Codes and severities
 * live in one table, `codes.ts` (README table).
 */

/** Most attempt keys listed in one warning (`attempt_count` keeps the full number). */
const MAX_WARNING_ATTEMPTS = 20;
/**
 * Build a warning. `attempts` are attempt keys (deduplicated, input order
 * kept, cut to {@link MAX_WARNING_ATTEMPTS}); `attempt_count` is the number
 * of distinct keys. Configurations are deduplicated and sorted.
 */
function makeWarning(code, message, configurations, attempts = [], where = {}) {
    const keys = [...new Set(attempts)];
    const w = {
        code,
        severity: severityOf(code),
        message,
        configurations: [...new Set(configurations)].sort(),
        attempts: keys.slice(0, MAX_WARNING_ATTEMPTS),
        attempt_count: keys.length
    };
    if (where.file !== undefined)
        w.file = where.file;
    if (where.line !== undefined)
        w.line = where.line;
    return w;
}
const rank = (s) => (s === 'warning' ? 0 : 1);
const cmp = (x, y) => (x < y ? -1 : x > y ? 1 : 0);
/** Sort warnings: severity (`warning` first), code, configurations, then message. Returns a new array. */
function sortWarnings(ws) {
    return [...ws].sort((a, b) => rank(a.severity) - rank(b.severity) ||
        cmp(a.code, b.code) ||
        cmp(a.configurations.join(','), b.configurations.join(',')) ||
        cmp(a.message, b.message));
}

;// CONCATENATED MODULE: ./src/comparison/configuration-warnings.ts
/**
 * Warnings about one configuration's evidence: inventory and request lists
 * unverified, missing and duplicate attempts, partial usage, cached tokens
 * counted apart, pricing basis problems, unknown or mixed evaluators.
 */




/** Metrics whose incompleteness raises `usage_partial`. */
const PARTIAL_USAGE_METRICS = ['input_tokens', 'output_tokens', 'total_tokens', 'cost_usd'];
/**
 * Metrics that are only flagged when at least one request reported them:
 * a producer that never reports cost or total tokens is not "partial" (the
 * coverage `0 of n` stays visible in the usage block and delta reasons);
 * one that reports them for some requests only is missing bills.
 */
const FLAGGED_WHEN_REPORTED = new Set(['total_tokens', 'cost_usd']);
function duplicateKeys(keys) {
    const seen = new Set();
    const dup = new Set();
    for (const k of keys)
        (seen.has(k) ? dup : seen).add(k);
    return [...dup];
}
function usagePartial(c) {
    const id = c.config.id;
    const incomplete = PARTIAL_USAGE_METRICS.filter((m) => !c.report.usage[m].complete && !(FLAGGED_WHEN_REPORTED.has(m) && c.report.usage[m].reported_by === 0) && !c.accounting.overflowed.includes(m));
    if (incomplete.length === 0)
        return null;
    const parts = incomplete.map((m) => `${m} ${coverageText(c.report.usage[m])}`);
    const allReported = incomplete.every((m) => c.report.usage[m].reported_by === c.report.usage[m].expected);
    const tail = allReported
        ? ' — sums are lower bounds because the attempt inventory or request lists are unverified or attempts are missing'
        : ' — sums are lower bounds';
    const keys = c.attempts.filter((a) => a.missing || a.usage_missing).map((a) => a.key);
    return makeWarning('usage_partial', `${id}: usage incomplete: ${parts.join(', ')}${tail}`, [id], keys);
}
/** Usage relations flagged here besides `cached_exceeds_input` (which keeps its own wording). */
const RELATION_WARNINGS = [
    ['reasoning_exceeds_output', 'reasoning_tokens above output_tokens: output does not include reasoning there'],
    ['total_tokens_mismatch', 'total_tokens other than input_tokens + output_tokens']
];
/** All per-configuration warnings, unsorted. */
function configurationWarnings(c) {
    const id = c.config.id;
    const out = [];
    const listed = c.attempts.length;
    const mode = evidenceMode(c.attempts);
    if (c.config.attempts_complete !== true) {
        out.push(makeWarning('attempt_inventory_unverified', `${id}: attempt inventory not verified (${keys_plural(listed, 'attempt')} listed); ${inventoryAdvice(mode)}`, [id]));
    }
    const unverified = c.attempts.filter((a) => a.input.requests_complete !== true);
    if (unverified.length > 0) {
        const keys = unverified.map((a) => a.key);
        out.push(makeWarning('request_list_unverified', `${id}: request list not verified for ${unverified.length} of ${listed} listed attempts (${listSome(keys)}); ${requestListAdvice(mode)}`, [id], keys));
    }
    if (c.missing.length > 0) {
        const keys = c.missing.map((a) => a.key);
        out.push(makeWarning('attempt_missing', `${id}: ${c.missing.length} of ${listed} listed attempts missing, no authoritative evidence (${listSome(keys)})`, [id], keys));
    }
    const dups = duplicateKeys(c.attempts.map((a) => a.key));
    if (dups.length > 0) {
        out.push(makeWarning('duplicate_attempt', `${id}: ${keys_plural(dups.length, 'attempt')} listed more than once (${listSome(dups)}); each listing is counted`, [id], dups));
    }
    const partial = usagePartial(c);
    if (partial)
        out.push(partial);
    if (c.accounting.overflowed.length > 0) {
        out.push(makeWarning('sum_overflow', `${id}: the sum of ${c.accounting.overflowed.join(', ')} exceeds the largest 64-bit float (about 1.8e308); shown as unknown, not complete`, [id]));
    }
    const cached = c.accounting.cached_exceeds_input;
    if (cached.length > 0) {
        const first = cached[0];
        out.push(makeWarning('cached_exceeds_input', `${id}: ${keys_plural(cached.length, 'request')} ${cached.length === 1 ? 'reports' : 'report'} cached_input_tokens above input_tokens (e.g. ${first.cached} > ${first.input} in ${first.key}): the producer counts cached input apart from input; numbers are shown as reported`, [id], cached.map((x) => x.key)));
    }
    for (const [relation, what] of RELATION_WARNINGS) {
        const found = c.accounting.disagreements.filter((d) => d.relation === relation);
        if (found.length === 0)
            continue;
        const first = found[0];
        out.push(makeWarning(relation, `${id}: ${keys_plural(found.length, 'request')} ${found.length === 1 ? 'reports' : 'report'} ${what} (e.g. ${first.detail} in ${first.key}); figures are shown as reported, the delta of ${first.metrics.join(' and ')} is withheld`, [id], found.map((x) => x.key)));
    }
    const pricing = c.config.pricing;
    if (pricing === null && c.accounting.any_cost) {
        out.push(makeWarning('pricing_basis_missing', `${id}: costs are reported but no pricing basis is declared; cost is not comparable`, [id]));
    }
    if (pricing !== null && pricing.verified !== true) {
        out.push(makeWarning('pricing_basis_unverified', `${id}: pricing basis ${pricing.basis} is not verified`, [id]));
    }
    const mixed = c.accounting.mixed_basis;
    if (mixed.length > 0) {
        const bases = [...new Set(mixed.map((m) => m.basis))].sort().join(', ');
        out.push(makeWarning('pricing_basis_mixed', `${id}: ${keys_plural(mixed.length, 'request')} priced in another basis (${bases}) than ${c.accounting.reference_basis ?? 'none'}; their cost is left out of the sum`, [id], mixed.map((m) => m.key)));
    }
    const unknown = c.attempts.filter((a) => a.evaluator_unknown).map((a) => a.key);
    if (unknown.length > 0) {
        out.push(makeWarning('evaluator_unknown', `${id}: ${keys_plural(unknown.length, 'verdict')} without an evaluator identity (${listSome(unknown)}), counted under evaluator "unknown"`, [id], unknown));
    }
    const judgedMissing = c.missing.filter((a) => typeof a.input.evaluation?.passed === 'boolean').map((a) => a.key);
    if (judgedMissing.length > 0) {
        out.push(makeWarning('verdict_without_evidence', `${id}: ${keys_plural(judgedMissing.length, 'attempt')} with a verdict but no authoritative execution evidence (${listSome(judgedMissing)}); the verdicts count in the pass fraction`, [id], judgedMissing));
    }
    if (c.identities.length > 1) {
        const names = c.identities.map(evaluatorKey).join(', ');
        out.push(makeWarning('evaluator_mixed', `${id}: verdicts from ${c.identities.length} evaluators (${names}); no combined pass fraction`, [id]));
    }
    return out;
}

;// CONCATENATED MODULE: ./src/comparison/hidden-folders.ts
/**
 * Declared files under hidden folders (`.fabric/…`) that are all missing:
 * the sign of an upload that left hidden folders out (actions/upload-artifact
 * ≥ 4.4 drops them unless `include-hidden-files: true`). One
 * `hidden_folder_missing` warning per (artifact, hidden folder name) whose
 * every declared file is missing.
 */


/** The first hidden folder name of a relative path (`a/.fabric/x/r.jsonl` → `.fabric`), or null. */
function hiddenFolderOf(path) {
    const parts = path.split(/[\\/]/);
    for (const p of parts.slice(0, -1))
        if (p.startsWith('.') && p !== '.' && p !== '..')
            return p;
    return null;
}
/** A new, empty tally. */
function newHiddenFolderTally() {
    return new Map();
}
/** Adds the declared files of `a`'s requests (`files` as resolved: path, artifact, state) to `tally`. */
function tallyHiddenFolders(tally, a) {
    for (const r of a.requests) {
        for (const f of r.files) {
            const folder = hiddenFolderOf(f.path);
            if (folder === null)
                continue;
            const id = `${f.artifact ?? ''}\u0000${folder}`;
            let g = tally.get(id);
            if (g === undefined) {
                g = { artifact: f.artifact, folder, first: f.path, files: 0, missing: 0, configurations: [], attempts: [] };
                tally.set(id, g);
            }
            g.files += 1;
            if (f.state === 'missing')
                g.missing += 1;
            if (g.missing !== g.files) {
                g.configurations = null;
                g.attempts = null;
            }
            else {
                g.configurations?.push(a.input.configuration);
                g.attempts?.push(a.key);
            }
        }
    }
}
/**
 * The warnings of `tallies` taken in order (a group seen in several is one
 * group, first-seen order of (artifact, folder)): one per group whose every
 * declared file is missing.
 */
function hiddenFolderWarnings(tallies) {
    const groups = new Map();
    for (const tally of tallies) {
        for (const [id, t] of tally) {
            const g = groups.get(id);
            if (g === undefined) {
                groups.set(id, { ...t, configurations: t.configurations === null ? null : [...t.configurations], attempts: t.attempts === null ? null : [...t.attempts] });
                continue;
            }
            g.files += t.files;
            g.missing += t.missing;
            if (g.configurations === null || t.configurations === null || g.attempts === null || t.attempts === null) {
                g.configurations = null;
                g.attempts = null;
            }
            else {
                g.configurations.push(...t.configurations);
                g.attempts.push(...t.attempts);
            }
        }
    }
    const out = [];
    for (const g of groups.values()) {
        if (g.missing === 0 || g.missing !== g.files || g.configurations === null || g.attempts === null)
            continue;
        const where = g.artifact === null ? 'in the evidence folder' : `in artifact ${g.artifact}`;
        out.push(makeWarning('hidden_folder_missing', `every declared file under a ${g.folder}/ folder ${where} is missing (${keys_plural(g.files, 'file')}, e.g. ${g.first}): hidden folders were probably left out of the upload — actions/upload-artifact ≥ 4.4 drops them unless \`include-hidden-files: true\` is set on the upload step`, g.configurations, g.attempts, { file: g.first }));
    }
    return out;
}

;// CONCATENATED MODULE: ./src/comparison/cross-warnings.ts



function keysOf(attempts, pred) {
    return attempts.filter(pred).map((a) => a.key);
}
/** Warnings comparing candidates with the baseline and across all configurations, unsorted. */
function crossWarnings(analyses, comparisons, input, orphans, hiddenFolders) {
    const out = [];
    const priced = analyses.filter((a) => a.config.pricing !== null);
    const bases = [...new Set(priced.map((a) => a.config.pricing.basis))];
    if (bases.length > 1) {
        const desc = priced.map((a) => `${a.config.id}: ${a.config.pricing.basis}`).join(', ');
        out.push(makeWarning('pricing_basis_differs', `pricing bases differ (${desc}); no cost difference is presented`, priced.map((a) => a.config.id)));
    }
    const [baseline] = analyses;
    if (baseline) {
        const bk = baseline.identities.map(evaluatorKey).join(', ');
        for (const c of analyses.slice(1)) {
            const ck = c.identities.map(evaluatorKey).join(', ');
            if (bk !== '' && ck !== '' && bk !== ck) {
                out.push(makeWarning('evaluator_differs', `evaluators differ: ${baseline.config.id} (${bk}) vs ${c.config.id} (${ck}); no pass-rate difference is presented`, [baseline.config.id, c.config.id]));
            }
        }
    }
    const tasksPer = analyses.map((a) => new Set(a.attempts.map((x) => x.input.task)));
    const allTasks = [...new Set(tasksPer.flatMap((s) => [...s]))].sort();
    for (const task of allTasks) {
        const absent = analyses.filter((_, i) => !tasksPer[i].has(task)).map((a) => a.config.id);
        if (absent.length === 0)
            continue;
        const present = analyses.filter((_, i) => tasksPer[i].has(task));
        out.push(makeWarning('task_not_in_all_configurations', `task ${task} is listed in ${present.map((a) => a.config.id).join(', ')} but not in ${absent.join(', ')}`, analyses.map((a) => a.config.id), present.flatMap((a) => keysOf(a.attempts, (x) => x.input.task === task))));
    }
    for (const [i, cmp] of comparisons.entries()) {
        const b = analyses[0];
        const c = analyses[i + 1];
        const both = [...b.attempts, ...c.attempts];
        for (const r of cmp.inventory.revision_differs) {
            out.push(makeWarning('revision_differs', `task ${r.task} at different revisions: ${b.config.id} [${r.baseline.join(', ')}] vs ${c.config.id} [${r.candidate.join(', ')}]`, [b.config.id, c.config.id], keysOf(both, (x) => x.input.task === r.task)));
        }
        for (const r of cmp.inventory.attempt_count_differs) {
            out.push(makeWarning('attempt_count_differs', `task ${r.task}@${r.revision}: ${keys_plural(r.baseline, 'attempt')} in ${b.config.id} vs ${r.candidate} in ${c.config.id}`, [b.config.id, c.config.id], keysOf(both, (x) => x.input.task === r.task && x.input.revision === r.revision)));
        }
    }
    const unexpected = input.unexpected_attempts ?? [];
    if (unexpected.length > 0) {
        const keys = unexpected.map(attemptKey);
        out.push(makeWarning('attempt_unexpected', `${keys_plural(unexpected.length, 'attempt')} found in evidence but not in the expected inventory (${listSome(keys)}); reported, not compared`, unexpected.map((u) => u.configuration), keys));
    }
    out.push(...hiddenFolderWarnings(hiddenFolders));
    if (orphans.length > 0) {
        const keys = orphans.map((a) => a.key);
        out.push(makeWarning('configuration_unknown', `${keys_plural(orphans.length, 'attempt')} belong to undeclared configurations (${listSome(keys)}); shown per attempt, not compared`, orphans.map((a) => a.input.configuration), keys));
    }
    return out;
}

;// CONCATENATED MODULE: ./src/comparison/deltas.ts



const TOKEN_METRICS = ['input_tokens', 'cached_input_tokens', 'output_tokens', 'reasoning_tokens', 'total_tokens'];
function delta(baseline, candidate, reasons) {
    if (reasons.length === 0 && baseline !== null && candidate !== null) {
        return { baseline, candidate, delta: candidate - baseline, reason: null };
    }
    const why = reasons.length > 0 ? reasons : ['a value is unknown'];
    return { baseline, candidate, delta: null, reason: why.join('; ') };
}
function coverageReason(side, metric) {
    const c = side.report.usage[metric];
    if (c.complete)
        return null;
    const why = c.reported_by === c.expected ? ', attempt inventory or request lists unverified' : '';
    return `${side.config.id} ${metric} incomplete (${coverageText(c)}${why})`;
}
/**
 * Why a metric means something else on one side: requests whose usage
 * breaks a relation involving it (e.g. cached above input), or null.
 */
function meaningReason(side, metric) {
    const found = side.accounting.disagreements.filter((d) => d.metrics.includes(metric));
    if (found.length === 0)
        return null;
    const relations = [...new Set(found.map((d) => d.relation))].join(', ');
    const n = new Set(found.map((d) => `${d.key}\u0000${d.request_id ?? ''}`)).size;
    return `${side.config.id} ${metric} means something else in ${n} ${n === 1 ? 'request' : 'requests'} (${relations}: ${found[0].detail})`;
}
function pricingReasons(b, c) {
    const out = [];
    for (const side of [b, c]) {
        if (side.config.pricing === null)
            out.push(`${side.config.id} has no pricing basis`);
        else if (side.config.pricing.verified !== true)
            out.push(`${side.config.id} pricing basis ${side.config.pricing.basis} unverified`);
    }
    if (b.config.pricing && c.config.pricing && b.config.pricing.basis !== c.config.pricing.basis) {
        out.push(`pricing bases differ (${b.config.pricing.basis} vs ${c.config.pricing.basis})`);
    }
    return out;
}
/**
 * Why the verdicts of two configurations cannot be compared: mixed evaluators on a side,
 * different evaluator identities, or verdicts that name no evaluator (two unknown evaluators
 * are not the same evaluator). Empty when they can.
 */
function evaluatorReasons(b, c) {
    const out = [];
    for (const side of [b, c]) {
        if (side.identities.length > 1)
            out.push(`${side.config.id} has mixed evaluators`);
    }
    if (b.identities.length === 1 && c.identities.length === 1) {
        const bk = evaluatorKey(b.identities[0]);
        const ck = evaluatorKey(c.identities[0]);
        const unknown = evaluatorKey(UNKNOWN_EVALUATOR);
        if (bk !== ck)
            out.push(`evaluators differ (${bk} vs ${ck})`);
        else if (bk === unknown)
            out.push('verdicts name no evaluator on either side: the evaluators cannot be shown to be the same');
    }
    return out;
}
function passFractionReasons(b, c) {
    const out = evaluatorReasons(b, c);
    for (const side of [b, c]) {
        if (!side.report.attempts.inventory_verified)
            out.push(`${side.config.id} attempt inventory unverified`);
    }
    for (const side of [b, c]) {
        const e = side.report.evaluation;
        if (e.pass_fraction === null && side.identities.length <= 1)
            out.push(`${side.config.id} has no pass fraction (${e.pass_fraction_reason ?? 'unknown'})`);
        else if (e.not_evaluated > 0)
            out.push(`${side.config.id}: ${e.evaluated} of ${e.listed} listed attempts evaluated`);
    }
    return out;
}
/**
 * Compare a candidate configuration with the baseline. Token deltas need a
 * matched inventory and the metric complete on both sides; the cost delta
 * also needs the same verified pricing basis on both sides; the pass-
 * fraction delta needs a matched inventory, the same single evaluator
 * identity, both pass fractions known and every listed attempt evaluated.
 */
function compareConfigurations(b, c) {
    const inventory = compareInventory(inventoryCounts(b.attempts), inventoryCounts(c.attempts));
    const invReason = inventoryDifferenceText(inventory, b.config.id, c.config.id);
    const base = invReason === null ? [] : [invReason];
    const usageDelta = (m, extra = []) => {
        const reasons = [...base, ...extra];
        for (const side of [b, c]) {
            const r = coverageReason(side, m);
            if (r !== null)
                reasons.push(r);
        }
        for (const side of [b, c]) {
            const r = meaningReason(side, m);
            if (r !== null)
                reasons.push(r);
        }
        return delta(b.report.usage[m].observed, c.report.usage[m].observed, reasons);
    };
    const tokens = Object.fromEntries(TOKEN_METRICS.map((m) => [m, usageDelta(m)]));
    return {
        baseline: b.config.id,
        candidate: c.config.id,
        inventory,
        metrics: {
            ...tokens,
            cost_usd: usageDelta('cost_usd', pricingReasons(b, c)),
            pass_fraction: delta(b.report.evaluation.pass_fraction, c.report.evaluation.pass_fraction, [
                ...base,
                ...passFractionReasons(b, c)
            ])
        }
    };
}

;// CONCATENATED MODULE: ./src/comparison/diagnostic-warnings.ts


function where(d) {
    if (d.file === undefined)
        return '';
    return d.line === undefined ? ` (${d.file})` : ` (${d.file}:${d.line})`;
}
/**
 * Aggregate attempt diagnostics (grouped under the attempt's configuration)
 * and top-level diagnostics (no configuration) by code.
 */
function diagnosticWarnings(attempts, topLevel) {
    const groups = new Map();
    const add = (d, configuration, key) => {
        const id = `${d.code}\u0000${configuration ?? ''}`;
        const g = groups.get(id) ?? { code: d.code, configuration, first: d, count: 0, attempts: [] };
        groups.set(id, g);
        g.count += 1;
        if (key !== null)
            g.attempts.push(key);
    };
    for (const a of attempts)
        for (const d of a.diagnostics)
            add(d, a.input.configuration, a.key);
    for (const d of topLevel)
        add(d, null, null);
    return [...groups.values()].map((g) => {
        const scope = g.configuration === null ? '' : `${g.configuration}: `;
        const more = g.count > 1 ? `${keys_plural(g.count, 'occurrence')}, first: ` : '';
        return makeWarning(g.code, `${scope}${more}${g.first.message}${where(g.first)}`, g.configuration === null ? [] : [g.configuration], g.attempts, { file: g.first.file ?? null, line: g.first.line ?? null });
    });
}

;// CONCATENATED MODULE: ./src/comparison/gate.ts

/** Why a configuration's evidence is incomplete; empty when complete. */
function incompletenessReasons(c) {
    const id = c.config.id;
    const r = c.report;
    const out = [];
    if (!r.attempts.inventory_verified)
        out.push(`${id}: attempt inventory not verified`);
    if (r.attempts.listed === 0)
        out.push(`${id}: no attempts listed`);
    const duplicates = r.attempts.listed - new Set(c.attempts.map((a) => a.key)).size;
    if (duplicates > 0)
        out.push(`${id}: ${duplicates} attempt${duplicates === 1 ? ' is' : 's are'} listed more than once`);
    if (r.attempts.missing > 0) {
        out.push(`${id}: ${r.attempts.missing} of ${r.attempts.listed} listed attempts missing (${listSome(c.missing.map((a) => a.key))})`);
    }
    // Attempts declared missing have no known list; they are already named as missing.
    const unverified = c.lists_unverified.filter((a) => !a.input.missing).length;
    if (unverified > 0)
        out.push(`${id}: request list not verified for ${unverified} of ${r.attempts.listed} listed attempts`);
    if (r.requests.missing > 0) {
        out.push(`${id}: ${r.requests.missing} of ${r.requests.expected} expected requests have no authoritative evidence`);
    }
    for (const m of ['input_tokens', 'output_tokens']) {
        const u = r.usage[m];
        if (u.reported_by < u.expected)
            out.push(`${id}: ${m} reported by ${u.reported_by} of ${u.expected} requests`);
    }
    return out;
}
/**
 * Decide the gate. `incomplete`: passes when complete; `warnings`: also
 * needs no warning of severity `warning`; `regression`: also needs
 * `regression` empty (regression-gate.ts: no candidate lower beyond noise,
 * and the check could be made); `never`: always passes. Reasons always
 * list incompleteness (artifacts not intact first); under `warnings` also
 * one line per warning code, under `regression` the regression reasons.
 * `budgets`: one reason per budget that failed or could not be checked
 * (budgets.ts); they come first and fail the gate under every policy but
 * `never`.
 */
function decideGate(policy, complete, analyses, warnings, artifactReasons = [], regression = [], budgets = []) {
    const reasons = [...budgets, ...artifactReasons, ...analyses.flatMap(incompletenessReasons)];
    if (analyses.length === 0)
        reasons.push('no configurations to compare');
    const serious = warnings.filter((w) => w.severity === 'warning');
    if (policy === 'warnings') {
        const counts = new Map();
        for (const w of serious)
            counts.set(w.code, (counts.get(w.code) ?? 0) + 1);
        for (const [code, n] of counts)
            reasons.push(`warning ${code}${n > 1 ? ` (${n})` : ''}`);
    }
    if (policy === 'regression')
        reasons.push(...regression);
    const policyPassed = policy === 'never' ? true
        : policy === 'incomplete' ? complete
            : policy === 'regression' ? complete && regression.length === 0
                : complete && serious.length === 0;
    const passed = policyPassed && (policy === 'never' || budgets.length === 0);
    return { policy, passed, reasons };
}

;// CONCATENATED MODULE: ./src/comparison/outcomes.ts

const INFRASTRUCTURE = new Set(['fabric_failed', 'sandbox_failed']);
const AGENT = new Set(['agent_failed', 'agent_exhausted_budget']);
function outcomes_bump(rec, key) {
    rec.set(key, (rec.get(key) ?? 0) + 1);
}
/** Sorted null-prototype record of a counting map (keys come from evidence). */
function toRecord(m) {
    const out = keyedRecord();
    for (const k of [...m.keys()].sort())
        out[k] = m.get(k);
    return out;
}
/**
 * Whether a full result's error code names a timeout: `timeout` or a code
 * ending in `_timeout` (e.g. NeMo Fabric's `invoke_timeout`).
 */
function isTimeoutCode(code) {
    return typeof code === 'string' && (code === 'timeout' || code.endsWith('_timeout'));
}
/** Whether a request's evidence could show a timeout, and whether it shows one. */
function timeoutOf(r) {
    if (r.record_end !== null) {
        const timeout = r.record_end.stop?.reason === 'timeout';
        return { observed: true, timeout, source: timeout ? 'record_stop' : null };
    }
    if (r.evidence === 'full_result') {
        const code = r.error?.code ?? null;
        if (isTimeoutCode(code))
            return { observed: true, timeout: true, source: 'full_result_error_code' };
        return { observed: r.status === 'succeeded' || code !== null, timeout: false, source: null };
    }
    return { observed: false, timeout: false, source: null };
}
/** OOM rise of a request: null when either count is unknown. */
function oomRise(r) {
    const before = r.record_start?.oom_kill_count ?? null;
    const after = r.record_end?.oom_kill_count ?? null;
    if (before === null || after === null)
        return null;
    return Math.max(0, after - before);
}
/** An empty tally. */
function newOutcomeTally() {
    return {
        status: { succeeded: 0, failed: 0, cancelled: 0, unknown: 0 },
        causes: new Map(),
        exitCodes: new Map(),
        exitSignals: new Map(),
        errorCodes: new Map(),
        coverage: { expected: 0, records: 0, timeouts: 0, oom: 0 },
        bySource: { record_stop: 0, full_result_error_code: 0 },
        shared: [],
        infrastructure: 0,
        agent: 0,
        oomRequests: 0,
        oomKills: 0
    };
}
/** Adds every expected request of attempt `a` (its key names shared-container OOM rises) to `t`. */
function tallyOutcomes(t, a) {
    for (const r of a.requests) {
        t.coverage.expected += 1;
        if (r.status === null)
            t.status.unknown += 1;
        else
            t.status[r.status] += 1;
        if (r.error?.code)
            outcomes_bump(t.errorCodes, r.error.code);
        if (r.record_end !== null) {
            t.coverage.records += 1;
            const stop = r.record_end.stop;
            if (stop !== null) {
                if (stop.cause !== null) {
                    outcomes_bump(t.causes, stop.cause);
                    if (INFRASTRUCTURE.has(stop.cause))
                        t.infrastructure += 1;
                    if (AGENT.has(stop.cause))
                        t.agent += 1;
                }
                if (stop.exit_code !== null)
                    outcomes_bump(t.exitCodes, String(stop.exit_code));
                if (stop.exit_signal !== null)
                    outcomes_bump(t.exitSignals, stop.exit_signal);
            }
        }
        const timeout = timeoutOf(r);
        if (timeout.observed)
            t.coverage.timeouts += 1;
        if (timeout.source !== null)
            t.bySource[timeout.source] += 1;
        const rise = oomRise(r);
        if (rise === null)
            continue;
        if (r.record_start?.exclusive_container === true) {
            t.coverage.oom += 1;
            if (rise > 0) {
                t.oomRequests += 1;
                t.oomKills += rise;
            }
        }
        else if (rise > 0) {
            t.shared.push({ attempt: a.key, request_id: r.request_id, rise, exclusive_container: r.record_start?.exclusive_container ?? null });
        }
    }
}
/** The outcomes block of a tally. `status.unknown` = no authoritative evidence or a null status. */
function outcomesFromTally(t) {
    const records = t.coverage.records > 0;
    // Requests whose timeout was read from a full result alone (no record end line).
    const fromFullResult = t.coverage.timeouts - t.coverage.records;
    return {
        status: { ...t.status },
        stop_causes: records ? toRecord(t.causes) : null,
        infrastructure_failures: records ? t.infrastructure : null,
        agent_failures: records ? t.agent : null,
        timeouts: t.coverage.timeouts > 0 ? t.bySource.record_stop + t.bySource.full_result_error_code : null,
        timeouts_by_source: {
            record_stop: records ? t.bySource.record_stop : null,
            full_result_error_code: fromFullResult > 0 ? t.bySource.full_result_error_code : null
        },
        oom_kills: t.coverage.oom > 0 ? t.oomRequests : null,
        oom_kill_count_rise: t.coverage.oom > 0 ? t.oomKills : null,
        shared_container_oom_rises: [...t.shared],
        exit_codes: records ? toRecord(t.exitCodes) : null,
        exit_signals: records ? toRecord(t.exitSignals) : null,
        error_codes: toRecord(t.errorCodes),
        coverage: { ...t.coverage }
    };
}

;// CONCATENATED MODULE: ./src/comparison/resources.ts
/** Adapter kinds whose host tree NeMo Fabric cannot observe (the adapter runs elsewhere). */
const UNSUPPORTED_ADAPTER_KINDS = new Set(['http']);
/** An empty tally. */
function newResourceTally() {
    return { observations: [], coverage: { expected: 0, observed: 0, not_observed: [] } };
}
function notObserved(r) {
    if (r.evidence === null)
        return { state: 'no_evidence', reason: 'no authoritative evidence' };
    if (r.evidence === 'harness_counters')
        return { state: 'unsupported', reason: 'harness counters carry no resource observation' };
    if (r.adapter_kind !== null && UNSUPPORTED_ADAPTER_KINDS.has(r.adapter_kind)) {
        return { state: 'unsupported', reason: `adapter kind ${r.adapter_kind}: the adapter host is not observed` };
    }
    const where = r.evidence === 'full_result' ? 'the full result' : 'the record end line';
    return { state: 'unavailable', reason: `no resource_snapshot in ${where}` };
}
/**
 * Adds attempt `a`'s expected requests to `t`: every snapshot of the
 * authoritative evidence (`full_result` or `record_end`) as a row, every
 * other request with its state and reason, in input order.
 */
function tallyResources(t, a) {
    for (const r of a.requests) {
        t.coverage.expected += 1;
        if (r.resource === null) {
            t.coverage.not_observed.push({ attempt: a.key, request_id: r.request_id, runtime_id: r.runtime_id, ...notObserved(r) });
            continue;
        }
        t.coverage.observed += 1;
        const s = r.resource.snapshot;
        t.observations.push({
            attempt: a.key,
            request_id: r.request_id,
            runtime_id: r.runtime_id,
            source: r.resource.source,
            observed_at: s.observed_at,
            scope: s.scope,
            process_count: s.process_count,
            rss_bytes: s.rss_bytes,
            cpu_user_ms: s.cpu_user_ms,
            cpu_system_ms: s.cpu_system_ms
        });
    }
}

;// CONCATENATED MODULE: ./src/comparison/changed-tasks.ts


/** Why the two sides' verdicts cannot be compared task by task; null when they can. */
function verdictsIncomparable(b, c) {
    return evaluatorReasons(b, c)[0] ?? null;
}
function verdicts(t) {
    return t === undefined ? null : { listed: t.listed, evaluated: t.evaluated, passed: t.passed };
}
/** Compare two configurations task by task. */
function changedTasks(b, c) {
    const reason = verdictsIncomparable(b, c);
    if (reason !== null)
        return { changed: [], unchanged: 0, without_verdicts: [], reason };
    const bt = taskResults(b.attempts);
    const ct = taskResults(c.attempts);
    const keys = [...new Set([...bt.keys(), ...ct.keys()])].sort();
    const changed = [];
    const without = [];
    let unchanged = 0;
    for (const key of keys) {
        const x = bt.get(key);
        const y = ct.get(key);
        const ref = (x ?? y);
        const baseline = verdicts(x);
        const candidate = verdicts(y);
        if (x === undefined || y === undefined || x.evaluated === 0 || y.evaluated === 0) {
            without.push({ task: ref.task, revision: ref.revision, baseline, candidate });
            continue;
        }
        const change = y.passed / y.evaluated - x.passed / x.evaluated;
        if (change === 0)
            unchanged += 1;
        else
            changed.push({ task: ref.task, revision: ref.revision, baseline: baseline, candidate: candidate, change });
    }
    changed.sort((p, q) => p.change - q.change || (`${p.task}@${p.revision}` < `${q.task}@${q.revision}` ? -1 : 1));
    return { changed, unchanged, without_verdicts: without, reason: null };
}

;// CONCATENATED MODULE: ./src/comparison/paired.ts
/**
 * Paired comparison of two configurations over the same tasks (report
 * `comparisons[].paired`): the difference of pass fractions candidate −
 * baseline with a 95 % interval that treats tasks as clusters
 * (intervals.ts: cluster-robust standard error of the paired difference,
 * t with n_tasks − 1 degrees of freedom), and the tasks that changed
 * (changed-tasks.ts). The difference is only computed where the
 * pass-fraction delta is allowed (deltas.ts: matched inventory — same
 * tasks, revisions and attempt counts —, the same single evaluator, every
 * listed attempt evaluated); otherwise it is null with that reason.
 */



/**
 * The paired block. `passFraction` is the comparison's pass-fraction delta
 * (its `reason` is reused when the difference is not allowed).
 */
function pairedComparison(b, c, passFraction) {
    const tasks = changedTasks(b, c);
    const common = {
        method: INTERVAL_METHOD,
        changed_tasks: tasks.changed,
        unchanged_tasks: tasks.unchanged,
        tasks_without_verdicts: tasks.without_verdicts,
        tasks_reason: tasks.reason
    };
    if (passFraction.delta === null) {
        return { ...common, tasks: 0, attempts_per_task: null, difference: null, distinguishable: null, reason: passFraction.reason ?? 'pass-fraction delta not allowed' };
    }
    const bt = taskResults(b.attempts);
    const ct = taskResults(c.attempts);
    const pairs = [];
    for (const [key, x] of bt) {
        const y = ct.get(key);
        if (y !== undefined)
            pairs.push({ baseline: { sum: x.passed, count: x.evaluated }, candidate: { sum: y.passed, count: y.evaluated } });
    }
    const counts = pairs.map((p) => p.candidate.count);
    const attempts = Math.min(pairs.reduce((s, p) => s + p.baseline.count, 0), pairs.reduce((s, p) => s + p.candidate.count, 0));
    const difference = clusteredDifference(pairs, { floor: 1 / attempts, range: [-1, 1] }, 'difference in pass fraction');
    const distinguishable = difference === null || difference.low === null || difference.high === null ? null : difference.low > 0 || difference.high < 0;
    return {
        ...common,
        tasks: pairs.length,
        attempts_per_task: pairs.length === 0 ? null : { min: Math.min(...counts), max: Math.max(...counts) },
        difference,
        distinguishable,
        reason: difference === null ? 'no paired task with evaluated attempts' : null
    };
}

;// CONCATENATED MODULE: ./src/comparison/regression-gate.ts
/**
 * A fraction as signed percentage points with one decimal, signed as the
 * report's deltas are (`-16.7 pp`, `+4.0 pp`, `±0.0 pp` when it rounds to 0).
 */
function formatPp(fraction) {
    const pp = Math.round(fraction * 1000) / 10;
    const text = Math.abs(pp).toFixed(1);
    return pp < 0 ? `-${text} pp` : pp > 0 ? `+${text} pp` : `±${text} pp`;
}
/** Reasons the `regression` check fails, one per candidate; empty when every candidate passes it. */
function regressionReasons(comparisons, tolerancePp) {
    if (comparisons.length === 0)
        return ['regression not checked: no candidate configuration to compare with the baseline'];
    const out = [];
    for (const c of comparisons) {
        const who = `${c.candidate} vs ${c.baseline}`;
        const d = c.paired?.difference ?? null;
        if (d === null || d.low === null || d.high === null) {
            const why = d?.reason ?? c.paired?.reason ?? 'no paired comparison';
            out.push(`${who}: regression not checked — ${why}`);
            continue;
        }
        if (d.high < -tolerancePp / 100) {
            const tol = tolerancePp > 0 ? ` by more than the tolerance of ${tolerancePp} pp` : '';
            out.push(`${who}: pass fraction lower beyond noise${tol} — difference ${formatPp(d.estimate)} (95 % CI ${formatPp(d.low)} to ${formatPp(d.high)})`);
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/comparison/legacy.ts

/** The metrics a legacy counter may carry, in report order. */
const LEGACY_METRICS = ['input_tokens', 'cached_input_tokens', 'output_tokens', 'total_tokens', 'cost_usd'];
/**
 * Sum of one metric over usages, or null unless every usage reports it
 * (and there is at least one): the attempt's accounting is only compared
 * when it is fully reported.
 */
function fullSum(usages, metric) {
    if (usages.length === 0)
        return null;
    let sum = 0;
    for (const u of usages) {
        const v = u?.[metric] ?? null;
        if (v === null)
            return null;
        sum += v;
    }
    return sum;
}
/**
 * Compare counters with accounting. `usages` are the authoritative usages
 * the counters stand beside: all requests of the attempt for attempt-level
 * counters, the one request for a full result's own (request-level)
 * counters. Returns one `legacy_counter_differs` notice per differing metric.
 */
function compareLegacyCounters(counters, usages, scope) {
    const out = [];
    for (const c of counters) {
        for (const m of LEGACY_METRICS) {
            const legacy = c[m];
            const accounted = fullSum(usages, m);
            if (legacy === null || accounted === null || legacy === accounted)
                continue;
            const d = {
                code: 'legacy_counter_differs',
                message: `${c.source} reports ${m} ${formatMetric(m, legacy)}; the ${scope} accounting says ${formatMetric(m, accounted)} (legacy counters are shown, never added)`
            };
            if (c.file !== undefined)
                d.file = c.file;
            out.push(d);
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/comparison/record-rules.ts
function exitText(exitCode, exitSignal) {
    return exitCode !== null ? `exit code ${exitCode}` : `exit signal ${exitSignal}`;
}
/** Every excluded state of one record, as diagnostics with `file` = `path`. */
function recordRuleFindings(start, end, path) {
    if (end === null)
        return [];
    const out = [];
    const stop = end.stop;
    if (stop !== null) {
        const hostExit = stop.exit_code !== null || stop.exit_signal !== null;
        if (end.status === 'succeeded')
            out.push(`a succeeded request with a stop (cause ${stop.cause ?? 'null'}); the rules give a stop only to a request that did not succeed`);
        if (stop.cause === 'agent_failed' && end.status !== 'failed')
            out.push(`stop cause agent_failed with status ${end.status ?? 'null'}; only a failed result reads agent_failed`);
        if (stop.reason === 'timeout' && stop.cause !== null && stop.cause !== 'agent_exhausted_budget')
            out.push(`a timeout with stop cause ${stop.cause}; a timeout reads agent_exhausted_budget`);
        if (stop.reason === 'timeout' && stop.exit_code !== null)
            out.push(`a timeout together with a host exit (exit code ${stop.exit_code}); a timed-out host is stopped, it does not exit on its own`);
        if (stop.cause === 'fabric_failed' && hostExit)
            out.push(`fabric_failed together with a host exit (${exitText(stop.exit_code, stop.exit_signal)}); a Fabric failure never comes with the host's exit`);
    }
    const before = start?.oom_kill_count ?? null;
    const after = end.oom_kill_count;
    if (before !== null && after !== null && after > before) {
        const cause = stop?.cause ?? null;
        if (start?.exclusive_container === true && cause !== 'sandbox_failed')
            out.push(`an out-of-memory rise (${before} → ${after}) in an exclusive container with stop cause ${cause ?? 'null'}; the rules read it as sandbox_failed`);
        if (start?.exclusive_container !== true && cause === 'sandbox_failed')
            out.push(`stop cause sandbox_failed from an out-of-memory rise (${before} → ${after}) in a shared container; a rise there sets no cause`);
    }
    return out.map((message) => ({ code: 'record_state_excluded', message: `request record excluded state: ${message}`, file: path }));
}

;// CONCATENATED MODULE: ./src/comparison/request-evidence.ts


function fileEntry(role, o) {
    const unreadable = o.state === 'unreadable' ? o : null;
    return {
        role,
        path: o.path,
        artifact: o.artifact,
        state: o.state,
        line: unreadable?.line ?? null,
        json_path: unreadable?.json_path ?? null,
        reason: unreadable?.reason ?? (o.state === 'missing' ? 'file not found' : null)
    };
}
function withFile(diags, path) {
    return diags.map((d) => (d.file === undefined ? { ...d, file: path } : { ...d }));
}
function gapFrom(code, o, detail) {
    return {
        code,
        file: o?.path ?? null,
        artifact: o?.artifact ?? null,
        line: o?.state === 'unreadable' ? o.line : null,
        detail
    };
}
/**
 * Gap codes of a request without authoritative evidence. Every applicable
 * code is listed (e.g. `result_missing` and `record_without_end`); when no
 * specific code applies, `result_missing`.
 */
function absenceGaps(req) {
    const gaps = [];
    const { result, record } = req;
    if (result?.state === 'unreadable')
        gaps.push(gapFrom('result_unreadable', result, result.reason));
    if (result?.state === 'missing')
        gaps.push(gapFrom('result_missing', result, 'full result file not found'));
    if (record?.state === 'unreadable')
        gaps.push(gapFrom('record_unreadable', record, record.reason));
    if (record?.state === 'read' && record.value.start !== null && record.value.end === null) {
        gaps.push(gapFrom('record_without_end', record, 'request record has a start line and no end line'));
    }
    if (gaps.length === 0) {
        gaps.push(gapFrom('result_missing', result ?? record, 'no full result, record end line or harness counters'));
    }
    return gaps;
}
function usedText(evidence) {
    return evidence === 'full_result' ? 'the full result' : evidence === 'record_end' ? 'the record end line' : 'the harness counters';
}
const ROLE_NAME = { result: 'full result', record: 'request record', harness_counters: 'harness counters' };
/**
 * Findings about the declared files that precedence alone would hide: a
 * file that is unreadable (`evidence_file_unreadable`) or missing
 * (`evidence_file_missing`) while other evidence of the request is used, and a file whose request id differs from
 * the declared one (`request_id_mismatch`).
 */
function fileFindings(req, evidence) {
    const out = [];
    for (const role of ['result', 'record', 'harness_counters']) {
        const o = req[role];
        if (evidence !== null && o?.state === 'missing') {
            const lost = role === 'record' ? ': its stop cause, timeout and OOM counts are unknown' : '';
            out.push({
                code: 'evidence_file_missing',
                message: `${ROLE_NAME[role]} declared but missing; the request is accounted from ${usedText(evidence)}${lost}`,
                file: o.path
            });
        }
        if (evidence !== null && o?.state === 'unreadable') {
            const used = usedText(evidence);
            out.push({
                code: 'evidence_file_unreadable',
                message: `${ROLE_NAME[role]} unreadable (${o.reason}); the request is accounted from ${used}`,
                file: o.path,
                ...(o.line === null ? {} : { line: o.line }),
                ...(o.json_path === null ? {} : { json_path: o.json_path })
            });
        }
    }
    const declared = req.request_id;
    for (const role of ['result', 'record']) {
        const o = req[role];
        const found = o?.state === 'read' ? o.value.request_id : null;
        if (declared !== null && found !== null && found !== declared && o) {
            out.push({
                code: 'request_id_mismatch',
                message: `${ROLE_NAME[role]} is of request ${JSON.stringify(found)}, declared as request ${JSON.stringify(declared)}`,
                file: o.path
            });
        }
    }
    return out;
}
/** Apply the evidence precedence to one expected request. Never throws. */
function resolveRequest(req) {
    const resolved = applyPrecedence(req);
    resolved.diagnostics.push(...fileFindings(req, resolved.evidence));
    if (req.record?.state === 'read') {
        resolved.diagnostics.push(...recordRuleFindings(req.record.value.start, req.record.value.end, req.record.path));
    }
    return resolved;
}
function applyPrecedence(req) {
    const result = req.result?.state === 'read' ? req.result.value : null;
    const record = req.record?.state === 'read' ? req.record.value : null;
    const counters = req.harness_counters?.state === 'read' ? req.harness_counters.value : null;
    const end = record?.end ?? null;
    const files = [];
    const diagnostics = [];
    if (req.result)
        files.push(fileEntry('result', req.result));
    if (req.record)
        files.push(fileEntry('record', req.record));
    if (req.harness_counters)
        files.push(fileEntry('harness_counters', req.harness_counters));
    if (result && req.result)
        diagnostics.push(...withFile(result.diagnostics, req.result.path));
    if (record && req.record)
        diagnostics.push(...withFile(record.diagnostics, req.record.path));
    if (counters && req.harness_counters)
        diagnostics.push(...withFile(counters.diagnostics, req.harness_counters.path));
    const recordInterval = record
        ? { start_ms: record.start?.at_ms ?? null, end_ms: end?.at_ms ?? null }
        : null;
    const base = {
        request_id: req.request_id ?? result?.request_id ?? record?.request_id ?? null,
        runtime_id: result?.runtime_id ?? record?.runtime_id ?? null,
        adapter_kind: result?.adapter_kind ?? record?.start?.adapter_kind ?? null,
        record_start: record?.start ?? null,
        record_end: end,
        files,
        diagnostics,
        legacy_counters: result && req.result
            ? result.legacy_counters.map((c) => ({ ...c, file: c.file ?? req.result.path }))
            : []
    };
    if (result && req.result) {
        const disagree = end ? usageDisagreement(result.usage, end.usage) : null;
        if (disagree !== null) {
            diagnostics.push({
                code: 'result_record_disagree',
                message: `full result and record end line report different usage (${disagree}); the full result is authoritative`,
                file: req.result.path
            });
        }
        return {
            ...base,
            evidence: 'full_result',
            evidence_label: null,
            usage: result.usage,
            status: result.status,
            error: result.error,
            invocation: result.invocation ?? recordInterval,
            resource: result.resource_snapshot ? { source: 'full_result', snapshot: result.resource_snapshot } : null,
            gaps: result.usage === null ? [gapFrom('usage_not_reported', req.result, 'full result has no usage')] : []
        };
    }
    if (end && req.record) {
        return {
            ...base,
            evidence: 'record_end',
            evidence_label: null,
            usage: end.usage,
            status: end.status,
            error: end.error,
            invocation: recordInterval,
            resource: end.resource_snapshot ? { source: 'record_end', snapshot: end.resource_snapshot } : null,
            gaps: end.usage === null ? [gapFrom('usage_not_reported', req.record, 'record end line has no usage')] : []
        };
    }
    if (counters && req.harness_counters) {
        return {
            ...base,
            evidence: 'harness_counters',
            evidence_label: counters.source,
            usage: counters.usage,
            status: counters.status,
            error: null,
            invocation: recordInterval,
            resource: null,
            gaps: []
        };
    }
    return {
        ...base,
        evidence: null,
        evidence_label: null,
        usage: null,
        status: null,
        error: null,
        invocation: recordInterval,
        resource: null,
        gaps: absenceGaps(req)
    };
}

;// CONCATENATED MODULE: ./src/comparison/resolve.ts





function hasVerdict(a) {
    const e = a.evaluation;
    return e !== null && (typeof e.passed === 'boolean' || (e.score !== null && e.score !== undefined));
}
/** Resolve one attempt against its configuration (null when the configuration is not declared); `key` is its attempt key when already built. */
function resolveAttempt(a, config, key = attemptKey(a)) {
    const requests = a.requests.map(resolveRequest);
    const withEvidence = requests.filter((r) => r.evidence !== null).length;
    const missing = a.missing || (requests.length > 0 && withEvidence === 0);
    const declared = a.evaluation?.evaluator ?? config?.evaluator ?? null;
    const verdict = hasVerdict(a);
    const evaluator = declared ?? (verdict ? UNKNOWN_EVALUATOR : null);
    const diagnostics = [...a.diagnostics];
    if (!a.missing && a.requests.length === 0 && a.requests_complete === true) {
        diagnostics.push({ code: 'attempt_without_requests', message: 'the attempt declares no request at all (request list declared complete)' });
    }
    for (const r of requests) {
        diagnostics.push(...r.diagnostics);
        diagnostics.push(...compareLegacyCounters(r.legacy_counters, r.evidence === 'full_result' ? [r.usage] : [], 'request'));
    }
    diagnostics.push(...compareLegacyCounters(a.legacy_counters, requests.map((r) => r.usage), 'attempt'));
    return {
        input: a,
        key,
        requests,
        missing,
        list_verified: a.requests_complete === true && !a.missing,
        evaluator,
        evaluator_unknown: verdict && declared === null,
        diagnostics
    };
}
const resolve_NONE = Object.freeze([]);
function requestCounts(requests) {
    const c = { expected: requests.length, full_result: 0, record_end: 0, harness_counters: 0, none: 0 };
    for (const r of requests)
        c[r.evidence ?? 'none'] += 1;
    return c;
}
/**
 * The part of a resolved attempt the comparison keeps (see `RetainedAttempt`):
 * new objects holding only those fields, so the `AttemptInput` with its
 * parsed full results and record lines is no longer referenced. `basis` is
 * the configuration's pricing basis for the cost total (accounting.ts).
 */
function retainAttempt(a, basis = null) {
    const i = a.input;
    const input = {
        configuration: i.configuration,
        task: i.task,
        revision: i.revision,
        attempt: i.attempt,
        missing: i.missing,
        requests_complete: i.requests_complete,
        evaluation: i.evaluation,
        task_duration_ms: i.task_duration_ms,
        declared_in: i.declared_in
    };
    if (i.phases !== undefined)
        input.phases = i.phases;
    return {
        input,
        key: a.key,
        invocations: attemptInvocations(a),
        request_counts: requestCounts(a.requests),
        usage_missing: a.requests.some((r) => r.usage === null),
        totals: attemptTotals(a, basis),
        missing: a.missing,
        list_verified: a.list_verified,
        evaluator: a.evaluator,
        evaluator_unknown: a.evaluator_unknown,
        diagnostics: a.diagnostics.length === 0 ? resolve_NONE : a.diagnostics
    };
}

;// CONCATENATED MODULE: ./src/comparison/shared-files.ts

function ownerText(o) {
    return `${o.attempt} request ${o.request}`;
}
const DEVICE_AND_INODE = /^(\d{1,6}):(\d{1,9})$/;
/**
 * A `dev:ino` identity as one number (device × 10⁹ + inode, exact below
 * 2⁵³) — a number key is a fraction of a string's memory, and there is one
 * per evidence file. Any other identity (a resolved path) stays a string;
 * numbers and strings never compare equal as map keys.
 */
function compactIdentity(identity) {
    const m = DEVICE_AND_INODE.exec(identity);
    return m === null ? identity : Number(m[1]) * 1e9 + Number(m[2]);
}
/** `role` outcome of `req`, replaced by an `unreadable` one when `owners` already holds its file. */
function shared_files_claim(outcome, owners, owner) {
    if (outcome === null || outcome === undefined || outcome.state === 'missing')
        return outcome;
    // One file on disk is one key, however spelled or linked (its identity); else artifact and
    // display path (artifact names and paths never contain NUL, so this key is unambiguous).
    const key = outcome.identity === undefined ? `${outcome.artifact ?? ''}\u0000${outcome.path}` : compactIdentity(outcome.identity);
    const first = owners.get(key);
    if (first === undefined) {
        owners.set(key, owner);
        return outcome;
    }
    return {
        path: outcome.path,
        artifact: outcome.artifact,
        state: 'unreadable',
        line: null,
        json_path: null,
        reason: `the same file is already the evidence of ${ownerText(first)}; counted once`
    };
}
/**
 * A file claimer for attempts given one at a time, in the order that decides
 * ownership (the comparison's attempt-key order): each call returns the
 * attempt with every evidence file an earlier request already owns turned
 * into an `unreadable` outcome. Holds one small entry per claimed file
 * (its identity and owner), never the evidence. Pure apart from that state:
 * the attempt given is not modified; one without repeats is returned as is.
 */
function createFileClaims() {
    const owners = new Map();
    return (a, key = attemptKey(a)) => {
        let changed = false;
        const requests = a.requests.map((r, i) => {
            const owner = { attempt: key, request: r.request_id ?? `#${i + 1}` };
            const claimed = {};
            let mine = false;
            for (const role of ['result', 'record', 'harness_counters']) {
                claimed[role] = shared_files_claim(r[role], owners, owner);
                if (claimed[role] !== r[role])
                    mine = true;
            }
            if (!mine)
                return r;
            changed = true;
            return { ...r, ...claimed };
        });
        return changed ? { ...a, requests } : a;
    };
}
/**
 * Returns the attempts with every repeated evidence file after its first
 * use turned into an `unreadable` outcome (input order decides the owner).
 * Pure: the input is not modified; attempts without repeats are returned as is.
 */
function claimEvidenceFiles(attempts) {
    const claim = createFileClaims();
    return attempts.map((a) => claim(a));
}

;// CONCATENATED MODULE: ./src/comparison/shared-requests.ts


/** The identity of a read result or record, null when it names no request with a runtime or invocation id. */
function identityOf(outcome) {
    if (outcome?.state !== 'read')
        return null;
    const ids = outcome.value;
    const request = ids?.request_id ?? null;
    const runtime = ids?.runtime_id ?? null;
    const invocation = ids?.invocation_id ?? null;
    if (typeof request !== 'string' || (runtime === null && invocation === null))
        return null;
    const parts = [`request id ${JSON.stringify(request)}`];
    if (runtime !== null)
        parts.push(`runtime ${JSON.stringify(runtime)}`);
    if (invocation !== null)
        parts.push(`invocation ${JSON.stringify(invocation)}`);
    return { request_id: request, runtime_id: runtime, invocation_id: invocation, get shown() { return parts.join(', '); } };
}
function claimOf(h) {
    return {
        owner: `${h.attempt} request ${h.request_id ?? `#${h.index + 1}`}`,
        slot: `${h.attempt}\u0000${h.index}`,
        attempt: h.attempt,
        configuration: h.configuration,
        path: h.path
    };
}
/**
 * A request-identity claimer for attempts given one at a time, in the order
 * that decides ownership (the comparison's attempt-key order). `claim`
 * returns the attempt with every result or record whose request an earlier
 * expected request already holds turned into an `unreadable` outcome, and
 * appends the repeat to `duplicates`. Holds one small entry per request
 * identity, never the evidence; the attempt given is not modified.
 */
function createRequestClaims() {
    // Keyed by request id (a string the evidence already holds): one entry per request in the usual
    // case. Claims sharing a request id (ids reused per attempt) move to a map keyed by runtime and
    // invocation, so a look-up stays one step however many share it. A null id and '' are one id.
    const owners = new Map();
    const rest = (runtime, invocation) => JSON.stringify([runtime ?? '', invocation ?? '']);
    const find = (id) => {
        const held = owners.get(id.request_id);
        if (held === undefined)
            return undefined;
        if (held instanceof Map)
            return held.get(rest(id.runtime_id, id.invocation_id));
        return (held.runtime_id ?? '') === (id.runtime_id ?? '') && (held.invocation_id ?? '') === (id.invocation_id ?? '') ? held : undefined;
    };
    const hold = (requestId, claim) => {
        const held = owners.get(requestId);
        if (held === undefined)
            owners.set(requestId, claim);
        else if (held instanceof Map)
            held.set(rest(claim.runtime_id, claim.invocation_id), claim);
        else {
            owners.set(requestId, new Map([
                [rest(held.runtime_id, held.invocation_id), held],
                [rest(claim.runtime_id, claim.invocation_id), claim]
            ]));
        }
    };
    const duplicates = [];
    const claimAttempt = (a, key = attemptKey(a)) => {
        let changed = false;
        const requests = a.requests.map((r, i) => {
            const claim = (outcome) => {
                const id = identityOf(outcome);
                if (id === null || outcome === null || outcome === undefined)
                    return outcome;
                const first = find(id);
                if (first === undefined) {
                    hold(id.request_id, { runtime_id: id.runtime_id, invocation_id: id.invocation_id, attempt: key, configuration: a.configuration, index: i, request_id: r.request_id, path: outcome.path });
                    return outcome;
                }
                // A result and a record of one place are one request's evidence, not a repeat.
                if (first.attempt === key && first.index === i)
                    return outcome;
                const held = claimOf(first);
                duplicates.push({ identity: id.shown, first: held, repeat: claimOf({ runtime_id: id.runtime_id, invocation_id: id.invocation_id, attempt: key, configuration: a.configuration, index: i, request_id: r.request_id, path: outcome.path }) });
                return {
                    path: outcome.path,
                    artifact: outcome.artifact,
                    state: 'unreadable',
                    line: null,
                    json_path: null,
                    reason: `the same request (${id.shown}) is already the evidence of ${held.owner} (${held.path}); counted once`
                };
            };
            const result = claim(r.result);
            const record = claim(r.record);
            if (result === r.result && record === r.record)
                return r;
            changed = true;
            return { ...r, result, record };
        });
        return changed ? { ...a, requests } : a;
    };
    return { claim: claimAttempt, duplicates };
}
/** One `request_duplicate` warning per repeated claim, naming both claims and their files. */
function duplicateRequestWarnings(duplicates) {
    return duplicates.map((d) => makeWarning('request_duplicate', `${[...new Set([d.first.configuration, d.repeat.configuration])].join(', ')}: the same request (${d.identity}) is the evidence of two expected requests, counted once: ` +
        `${d.first.owner} (${d.first.path}) keeps it; ${d.repeat.owner} (${d.repeat.path}) is a gap`, [d.first.configuration, d.repeat.configuration], [d.first.attempt, d.repeat.attempt]));
}

;// CONCATENATED MODULE: ./src/comparison/pass-at-k.ts
/** Unbiased pass@k of one task with n evaluated attempts, c passing (k ≤ n). */
function passAtK(n, c, k) {
    if (n - c < k)
        return 1;
    let miss = 1;
    for (let i = n - c + 1; i <= n; i++)
        miss *= 1 - k / i;
    return 1 - miss;
}
/** pass^k of one task with n evaluated attempts, c passing (k ≤ n): C(c, k) / C(n, k). */
function passHatK(n, c, k) {
    let all = 1;
    for (let i = 0; i < k; i++)
        all *= (c - i) / (n - i);
    return Math.max(all, 0);
}
/**
 * pass@k and pass^k for k = 1 … min evaluated attempts per task. `blocked`
 * (e.g. mixed evaluators) gives no rows with that reason.
 */
function passAtKTable(tasks, blocked) {
    if (blocked !== null)
        return { tasks: tasks.length, rows: [], reason: blocked };
    if (tasks.length === 0)
        return { tasks: 0, rows: [], reason: 'no tasks listed' };
    const kMax = Math.min(...tasks.map((t) => t.evaluated));
    if (kMax === 0) {
        const without = tasks.filter((t) => t.evaluated === 0).length;
        return { tasks: tasks.length, rows: [], reason: `${without} of ${tasks.length} tasks have no evaluated attempt` };
    }
    const rows = [];
    for (let k = 1; k <= kMax; k++) {
        const mean = (f) => tasks.reduce((s, t) => s + f(t), 0) / tasks.length;
        rows.push({ k, pass_at_k: mean((t) => passAtK(t.evaluated, t.passed, k)), pass_hat_k: mean((t) => passHatK(t.evaluated, t.passed, k)) });
    }
    return { tasks: tasks.length, rows, reason: null };
}

;// CONCATENATED MODULE: ./src/comparison/statistics.ts
/**
 * Statistics of one configuration (report `configurations[].statistics`):
 * the pass fraction with its task-clustered 95 % interval, pass@k and
 * pass^k, per-attempt cost and tokens with intervals, and the cost per
 * passed attempt. Methods and sources: intervals.ts, pass-at-k.ts,
 * attempt-usage.ts.
 */




/** The statistics block of a configuration. Pure; never throws. */
function configurationStatistics(a) {
    const tasks = [...taskResults(a.attempts).values()];
    const e = a.report.evaluation;
    const blocked = e.pass_fraction === null ? `no pass fraction (${e.pass_fraction_reason ?? 'unknown'})` : null;
    const evaluatedTasks = tasks.filter((t) => t.evaluated > 0);
    const evaluatedAttempts = evaluatedTasks.reduce((s, t) => s + t.evaluated, 0);
    const interval = blocked === null
        ? clusteredMean(evaluatedTasks.map((t) => ({ sum: t.passed, count: t.evaluated })), { floor: 1 / evaluatedAttempts, range: [0, 1] }, 'pass fraction')
        : null;
    const per_attempt = Object.fromEntries(PER_ATTEMPT_METRICS.map((m) => [m, attemptMean(tasks, m, a.attempts.length)]));
    return {
        method: INTERVAL_METHOD,
        tasks: tasks.length,
        pass_fraction: {
            interval,
            tasks: evaluatedTasks.length,
            attempts: evaluatedAttempts,
            reason: blocked
        },
        pass_at_k: passAtKTable(tasks, blocked),
        per_attempt,
        cost_per_passed_attempt: costPerPass(a)
    };
}

;// CONCATENATED MODULE: ./src/comparison/stream.ts
/**
 * The comparison as a stream (issue 14): attempts are added one at a time,
 * in attempt-key order, and each is claimed, resolved and reported at once;
 * the comparison keeps only what the configuration blocks, warnings and
 * statistics need (`RetainedAttempt`: no parsed evidence, no per-attempt
 * report entry) and builds the report at `finish`. `compare()` is this
 * stream over a sorted array, so both give the same report by construction.
 * Pure: no file system, no logging; the caller decides where attempt
 * entries go (`onAttempt`).
 */
























/** The gate, with the regression tolerance stated under the `regression` policy. */
function gateWithTolerance(options, gate) {
    return options.policy === 'regression' ? { ...gate, regression_tolerance_pp: options.regression_tolerance_pp ?? 0 } : gate;
}
/**
 * Opens a comparison (see `compare()` in compare.ts for the report's
 * rules). Memory: one `RetainedAttempt` per attempt added (its key,
 * verdict, duration, per-request status, usage, interval, snapshot and
 * gaps, and its findings), a few numbers per hidden folder, plus one small
 * ownership entry per evidence file and per request identity.
 */
function openComparison(options) {
    const configs = new Map(options.configurations.map((c) => [c.id, c]));
    const byConfiguration = new Map(options.configurations.map((c) => [c.id, []]));
    const orphans = [];
    // Hidden-folder tallies per configuration (declared order), then for attempts of undeclared ones.
    const hidden = new Map(options.configurations.map((c) => [c.id, newHiddenFolderTally()]));
    const orphanHidden = newHiddenFolderTally();
    // Outcome counts per declared configuration, tallied as attempts come (no request kept for them).
    const outcomes = new Map(options.configurations.map((c) => [c.id, newOutcomeTally()]));
    const resources = new Map(options.configurations.map((c) => [c.id, newResourceTally()]));
    const usage = new Map(options.configurations.map((c) => [c.id, newUsageTally(c)]));
    const gaps = new Map(options.configurations.map((c) => [c.id, newGapTally()]));
    const all = [];
    const claimFiles = createFileClaims();
    const requestClaims = createRequestClaims();
    let previous = null;
    let finished = false;
    const add = (attempt) => {
        if (finished)
            throw new Error('comparison already finished');
        if (previous !== null && byAttemptKey(previous, attempt) > 0) {
            throw new Error(`attempts must be added in attempt-key order: ${JSON.stringify(attemptKey(attempt))} after ${JSON.stringify(attemptKey(previous))}`);
        }
        previous = { configuration: attempt.configuration, task: attempt.task, revision: attempt.revision, attempt: attempt.attempt };
        // One key string per attempt, shared by the owner maps and the kept attempt.
        const key = attemptKey(attempt);
        const claimed = requestClaims.claim(claimFiles(attempt, key), key);
        const resolved = resolveAttempt(claimed, configs.get(attempt.configuration) ?? null, key);
        options.onAttempt?.(attemptReport(resolved));
        tallyHiddenFolders(hidden.get(attempt.configuration) ?? orphanHidden, resolved);
        const tally = outcomes.get(attempt.configuration);
        if (tally !== undefined)
            tallyOutcomes(tally, resolved);
        const rows = resources.get(attempt.configuration);
        if (rows !== undefined)
            tallyResources(rows, resolved);
        const sums = usage.get(attempt.configuration);
        if (sums !== undefined)
            tallyUsage(sums, resolved);
        const gapTally = gaps.get(attempt.configuration);
        if (gapTally !== undefined)
            tallyGaps(gapTally, resolved);
        // The basis after this attempt was tallied is the configuration's final basis for every cost it could total.
        const kept = retainAttempt(resolved, sums?.basis ?? null);
        all.push(kept);
        (byConfiguration.get(attempt.configuration) ?? orphans).push(kept);
    };
    const finish = (tail) => {
        if (finished)
            throw new Error('comparison already finished');
        finished = true;
        const analyses = options.configurations.map((c) => analyzeConfiguration(c, byConfiguration.get(c.id) ?? [], {
            outcomes: outcomesFromTally(outcomes.get(c.id) ?? newOutcomeTally()),
            resources: resources.get(c.id) ?? newResourceTally(),
            usage: usage.get(c.id) ?? newUsageTally(c),
            gaps: gaps.get(c.id) ?? newGapTally()
        }));
        const [baseline, ...candidates] = analyses;
        const comparisons = baseline
            ? candidates.map((c) => {
                const comparison = compareConfigurations(baseline, c);
                return { ...comparison, paired: pairedComparison(baseline, c, comparison.metrics.pass_fraction) };
            })
            : [];
        const input = { configurations: options.configurations, policy: options.policy, attempts: [], ...tail };
        const warnings = sortWarnings([
            ...analyses.flatMap(configurationWarnings),
            ...crossWarnings(analyses, comparisons, input, orphans, [...hidden.values(), orphanHidden]),
            ...diagnosticWarnings(all, tail.diagnostics),
            ...duplicateRequestWarnings(requestClaims.duplicates)
        ]);
        const artifacts = tail.artifacts ?? [];
        const artifactReasons = artifactProblems(artifacts);
        const tolerance = options.regression_tolerance_pp ?? 0;
        const regression = options.policy === 'regression' ? regressionReasons(comparisons, tolerance) : [];
        const complete = analyses.length > 0 && analyses.every((a) => a.report.complete) && artifactReasons.length === 0;
        const budgetSpecs = options.budgets ?? [];
        const unreported = unreportedBudgets(budgetSpecs, analyses);
        if (unreported.length > 0) {
            throw new errors/* ConfigurationError */.j(`a budget limits a metric the evidence never reports; remove it, or give evidence that reports it (a budget is ${BUDGET_FORMS})`, unreported);
        }
        const budgets = budgetSpecs.length === 0 ? undefined : checkBudgets(budgetSpecs, baseline, candidates, comparisons);
        const budgetReasons = (budgets ?? []).map(budgetGateReason).filter((r) => r !== null);
        const gate = decideGate(options.policy, complete, analyses, warnings, artifactReasons, regression, budgetReasons);
        return {
            report_version: REPORT_VERSION,
            generated_by: { name: 'fabric-compare', version: options.version ?? '0.0.0' },
            complete,
            gate: gateWithTolerance(options, budgets === undefined ? gate : { ...gate, budgets_passed: budgetReasons.length === 0 }),
            configurations: analyses.map((a) => ({ ...a.report, statistics: configurationStatistics(a) })),
            comparisons,
            ...(budgets === undefined ? {} : { budgets }),
            warnings,
            artifacts: artifacts.map((a) => ({ ...a })),
            unexpected_attempts: (tail.unexpected_attempts ?? []).map((u) => ({
                configuration: u.configuration,
                task: u.task,
                revision: u.revision,
                attempt: u.attempt,
                declared_in: u.declared_in === null ? null : { path: u.declared_in.path, artifact: u.declared_in.artifact }
            })),
            diagnostics: tail.diagnostics.map((d) => ({ ...d })),
            attempts: []
        };
    };
    return {
        add,
        get count() {
            return all.length;
        },
        finish
    };
}

;// CONCATENATED MODULE: ./src/render/format.ts
/** `n noun` with a plural `s` unless n is 1 (`1 request`, `9 requests`). */
function format_plural(n, noun) {
    return `${format_formatCount(n)} ${n === 1 ? noun : `${noun}s`}`;
}
/** Groups the digits of a non-negative integer string by thousands. */
function groupDigits(digits) {
    return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
/**
 * `[whole, fraction]` digits of a non-negative finite number rounded to
 * `decimals`; from 1e21 up (where `toFixed` and `toString` switch to
 * exponent notation) the whole digits come from BigInt, no fraction.
 */
function fixedParts(abs, decimals) {
    if (abs >= 1e21)
        return [BigInt(abs).toString(), '0'.repeat(decimals)];
    const [whole, fraction = ''] = abs.toFixed(decimals).split('.');
    return [whole, fraction];
}
/** A non-integer to 2 decimals, trailing zeros trimmed: `[whole, fraction]` (`1204.5` → `['1204', '5']`). */
function trimmedFixed(abs) {
    const [whole, fraction] = fixedParts(abs, 2);
    return [whole, fraction.replace(/0+$/, '')];
}
/**
 * A count with thousands separators: `1,204,311`. Non-integers keep up to
 * 2 decimals (`1,204.5`); non-finite values show as `unknown`.
 */
function format_formatCount(n) {
    if (!Number.isFinite(n))
        return 'unknown';
    const sign = n < 0 ? '-' : '';
    const abs = Math.abs(n);
    // Integers are shown exactly (rounding through ×100 would misprint large ones: 969290089526338
    // became 969,290,089,526,337.9); only a fraction is rounded to 2 decimals.
    const [whole, fraction] = abs >= 1e21 ? fixedParts(abs, 0) : Number.isInteger(abs) ? [abs.toString(), ''] : trimmedFixed(abs);
    return `${sign}${groupDigits(whole)}${fraction ? `.${fraction}` : ''}`;
}
/**
 * US dollars, rounded to at most 6 decimals, trailing zeros trimmed down to
 * 2 decimals: `$0.029805`, `$1.50`, `$1,234.00`. A positive amount that
 * rounds to zero shows as `< $0.000001` rather than a false `$0.00`.
 */
function formatUsd(usd) {
    if (!Number.isFinite(usd))
        return 'unknown';
    const abs = Math.abs(usd);
    if (abs > 0 && abs < 0.0000005)
        return `${usd < 0 ? '> -' : '< '}$0.000001`;
    const [whole, fraction] = fixedParts(abs, 6);
    const trimmed = fraction.replace(/0+$/, '').padEnd(2, '0');
    return `${usd < 0 && `${whole}.${fraction}` !== '0.000000' ? '-' : ''}$${groupDigits(whole)}.${trimmed}`;
}
/** A fraction 0..1 as a percentage with one decimal: `0.6` → `60.0%`. */
function formatPercent(fraction) {
    return `${(fraction * 100).toFixed(1)}%`;
}
/** `(8 of 9 requests)` — how many of the expected requests reported a metric. */
function formatCoverage(reportedBy, expected, noun = 'request') {
    return `(${format_formatCount(reportedBy)} of ${format_plural(expected, noun)})`;
}
/**
 * A usage metric with its coverage. Complete → `1,204,311`; partial (a lower
 * bound) → `≥ 1,204,311 (8 of 9 requests)`; complete over no request →
 * `0 (0 of 0 requests)`; nothing reported →
 * `unknown (0 of 9 requests)`. `value` formats the number (counts or USD).
 */
function format_formatMetric(m, value = format_formatCount) {
    const coverage = formatCoverage(m.reported_by, m.expected);
    if (m.observed === null)
        return `unknown ${coverage}`;
    // A complete sum over no request at all (verified empty request lists) says so: `0 (0 of 0 requests)`.
    if (m.complete)
        return m.expected === 0 ? `${value(m.observed)} ${coverage}` : value(m.observed);
    return `≥ ${value(m.observed)} ${coverage}`;
}
/**
 * A pass fraction with its denominators: `60.0% (3 of 5 evaluated; 6 listed)`;
 * null → `n/a — <reason>` (`n/a` when no reason is given).
 */
function formatPassFraction(fraction, counts, reason) {
    if (fraction === null)
        return reason ? `n/a — ${reason}` : 'n/a';
    return `${formatPercent(fraction)} (${format_formatCount(counts.passed)} of ${format_formatCount(counts.evaluated)} evaluated; ${format_formatCount(counts.listed)} listed)`;
}
/**
 * A duration in milliseconds: `850 ms`, `48.2 s`, `1 min 3 s`, `2 h 5 min`.
 * Negative or non-finite values show as `unknown`.
 */
function formatDuration(ms) {
    if (!Number.isFinite(ms) || ms < 0)
        return 'unknown';
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    const tenths = Math.round(ms / 100);
    if (tenths < 600)
        return `${(tenths / 10).toFixed(1)} s`;
    const seconds = Math.round(ms / 1000);
    if (seconds < 3600)
        return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
    const minutes = Math.round(ms / 60000);
    return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
/**
 * A distribution across attempts with its coverage:
 * `median 12.0 s · p90 20.1 s · max 31.0 s (5 of 6 attempts)`; with no value
 * at all → `unknown (0 of 6 attempts)`.
 */
function formatDistribution(d, value = formatDuration) {
    const coverage = formatCoverage(d.count, d.of, 'attempt');
    if (d.count === 0 || d.median === null || d.p90 === null || d.max === null)
        return `unknown ${coverage}`;
    return `median ${value(d.median)} · p90 ${value(d.p90)} · max ${value(d.max)} ${coverage}`;
}
/** `+` for positive, `-` for negative, `±` for zero. */
function signOf(n) {
    return n > 0 ? '+' : n < 0 ? '-' : '±';
}
/**
 * A difference candidate − baseline: `+1,200 (+4.1%)`, `-$0.0012 (-3.0%)`,
 * `+20.0 pp` for pass fractions; the relative change is left out when the
 * baseline is 0 or unknown. Not comparable → `not comparable: <reason>`.
 */
function formatDelta(d, kind) {
    if (d.delta === null || d.reason !== null)
        return d.reason ? `not comparable: ${d.reason}` : 'not comparable';
    const sign = signOf(d.delta);
    const abs = Math.abs(d.delta);
    if (kind === 'fraction')
        return `${sign}${(abs * 100).toFixed(1)} pp`;
    const body = kind === 'usd' ? formatUsd(abs) : format_formatCount(abs);
    if (d.baseline === null || d.baseline === 0)
        return `${sign}${body}`;
    const relative = (d.delta / Math.abs(d.baseline)) * 100;
    return `${sign}${body} (${signOf(relative)}${Math.abs(relative).toFixed(1)}%)`;
}
/** A nullable value formatted, or `unknown`. */
function orUnknown(n, value = format_formatCount) {
    return n === null ? 'unknown' : value(n);
}
/** A byte count: `512 B`, `1.5 MiB` (binary units, one decimal). */
function formatBytes(bytes) {
    if (!Number.isFinite(bytes) || bytes < 0)
        return 'unknown';
    const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit += 1;
    }
    return unit === 0 ? `${Math.round(value)} B` : `${value.toFixed(1)} ${units[unit]}`;
}
/** A record of counts as `a ×2 · b ×1` in key order; `none` when empty. */
function formatCounts(counts, none = 'none') {
    const keys = Object.keys(counts).sort();
    if (keys.length === 0)
        return none;
    return keys.map((k) => `${k} ×${format_formatCount(counts[k])}`).join(' · ');
}
/** A score for display: at most 4 decimals, trailing zeros trimmed (`0.6667`, `1`); the report keeps full precision. */
function formatScore(score) {
    return String(Number(score.toFixed(4)));
}

;// CONCATENATED MODULE: ./src/render/messages.ts

/** Ids of configurations whose evidence is not complete. */
function incompleteIds(report) {
    return report.configurations.filter((c) => !c.complete).map((c) => c.id);
}
const HEADLINE_TOKENS = [
    ['input_tokens', 'input'],
    ['cached_input_tokens', 'cached input'],
    ['output_tokens', 'output'],
    ['reasoning_tokens', 'reasoning'],
    ['total_tokens', 'total']
];
/** `a`, `a and b`, `a, b and c`. */
function andList(items) {
    return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
/**
 * What the usage figures cover, over every configuration: `tokens fully
 * covered; cost 1 of 2 requests`, `input, output and total tokens fully
 * covered; cached input and reasoning tokens not reported; cost fully
 * covered`. A metric is fully covered when it is complete in every
 * configuration; otherwise its reported requests out of the expected ones
 * (summed over configurations), or `not reported` when none reported it.
 */
function coverageClause(report) {
    const state = (m) => {
        const cs = report.configurations.map((c) => c.usage[m]);
        return { full: cs.every((c) => c.complete), by: cs.reduce((n, c) => n + c.reported_by, 0), of: cs.reduce((n, c) => n + c.expected, 0) };
    };
    const full = [];
    // Token figures over part of the requests, grouped by their coverage text (`15 of 17 requests`).
    const partialGroups = new Map();
    const none = [];
    for (const [m, name] of HEADLINE_TOKENS) {
        const s = state(m);
        if (s.full)
            full.push(name);
        else if (s.by === 0)
            none.push(name);
        else {
            const coverage = `${format_formatCount(s.by)} of ${format_plural(s.of, 'request')}`;
            partialGroups.set(coverage, [...(partialGroups.get(coverage) ?? []), name]);
        }
    }
    const partial = [...partialGroups].map(([coverage, names]) => `${andList(names)} tokens ${coverage}`);
    const parts = [];
    if (full.length === HEADLINE_TOKENS.length)
        parts.push('tokens fully covered');
    else if (full.length > 0)
        parts.push(`${andList(full)} tokens fully covered`);
    parts.push(...partial);
    if (none.length > 0)
        parts.push(`${andList(none)} tokens not reported`);
    const cost = state('cost_usd');
    parts.push(cost.full ? 'cost fully covered' : cost.by === 0 ? 'cost not reported' : `cost ${format_formatCount(cost.by)} of ${format_plural(cost.of, 'request')}`);
    return parts.join('; ');
}
/** Verdict when every configuration's evidence is complete, saying exactly which usage figures are fully covered. */
function completeVerdict(report) {
    return `Evidence COMPLETE — ${format_plural(report.configurations.length, 'configuration')}; ${coverageClause(report)}.`;
}
/** Verdict when some evidence is missing or unverified, naming the configurations concerned. */
function incompleteVerdict(report) {
    const ids = incompleteIds(report);
    const which = ids.length > 0 ? `${ids.length} of ${format_plural(report.configurations.length, 'configuration')} incomplete: ${ids.join(', ')}` : 'see warnings';
    return `Evidence INCOMPLETE — ${which}. Sums marked ≥ are lower bounds; ${coverageClause(report)}.`;
}
/** The verdict line: {@link completeVerdict} or {@link incompleteVerdict}. */
function verdictLine(report) {
    return report.complete ? completeVerdict(report) : incompleteVerdict(report);
}
/** Gate under a failing policy that passed. */
function gatePassedLine(policy) {
    return `Gate PASSED (policy: ${policy}).`;
}
/** Gate under a failing policy that failed; the reasons follow as a list. */
function gateFailedLine(policy) {
    return `Gate FAILED (policy: ${policy}).`;
}
/** Gate under the report-only policy, which never fails. */
function gateNeverLine() {
    return 'Gate: report only (policy: never) — never fails.';
}
/** The gate line: one of {@link gatePassedLine}, {@link gateFailedLine}, {@link gateNeverLine}. */
function gateLine(report) {
    const { policy, passed } = report.gate;
    if (policy === 'never')
        return gateNeverLine();
    return passed ? gatePassedLine(policy) : gateFailedLine(policy);
}
/**
 * Where a request's figures came from: `full result`, `record end line`,
 * `harness counters: <label>`, or `no authoritative evidence` for a gap.
 */
function evidenceSourceLabel(request) {
    switch (request.evidence) {
        case 'full_result':
            return 'full result';
        case 'record_end':
            return 'record end line';
        case 'harness_counters':
            return `harness counters: ${request.evidence_label ?? 'unnamed'}`;
        default:
            return 'no authoritative evidence';
    }
}
/** An attempt's verdict: `passed`, `failed`, `not evaluated`, with evaluator and score. */
function attemptVerdictLabel(attempt) {
    const e = attempt.evaluation;
    if (e === null || (e.passed === null && e.score === null))
        return 'not evaluated';
    const verdict = e.passed === null ? 'scored' : e.passed ? 'passed' : 'failed';
    const by = e.evaluator ? ` by ${e.evaluator.name}${e.evaluator.version ? ` ${e.evaluator.version}` : ''}` : '';
    const score = e.score === null ? '' : ` (score ${formatScore(e.score)})`;
    return `${verdict}${by}${score}`;
}
/** An attempt's evidence state: `missing`, `requests verified` or `request list unverified`. */
function attemptStateLabel(attempt) {
    if (attempt.missing)
        return 'MISSING (no authoritative evidence)';
    return attempt.requests_complete ? 'request list verified' : 'request list unverified';
}
/** Note shown when whole rows were left out to fit a size limit. */
function omittedRowsNote(omitted, total, what, where) {
    return `${formatCount(omitted)} of ${plural(total, what)} omitted to fit the size limit — ${where}.`;
}
/**
 * What is short in one configuration's evidence, most telling first:
 * `2 of 6 listed attempts missing`, `2 of 9 expected requests without
 * evidence`, `1 request list unverified`, `inventory not verified`; when
 * none of these, the usage coverage (`input tokens reported by 7 of 9
 * requests`). Empty for a complete configuration.
 */
function shortfallParts(c) {
    if (c.complete)
        return [];
    const parts = [];
    if (!c.attempts.inventory_verified)
        parts.push('inventory not verified');
    if (c.attempts.listed === 0)
        parts.push('no attempts listed');
    if (c.attempts.missing > 0)
        parts.push(`${formatCount(c.attempts.missing)} of ${plural(c.attempts.listed, 'listed attempt')} missing`);
    if (c.requests.missing > 0) {
        parts.push(`${formatCount(c.requests.missing)} of ${plural(c.requests.expected, 'expected request')} without evidence`);
    }
    if (c.requests.lists_unverified > 0)
        parts.push(`${plural(c.requests.lists_unverified, 'request list')} unverified`);
    if (parts.length === 0) {
        const partial = ['input_tokens', 'output_tokens', 'total_tokens', 'cost_usd'].find((k) => !c.usage[k].complete);
        if (partial)
            parts.push(`${partial.replace('_usd', '').replace('_', ' ')} reported by ${formatCount(c.usage[partial].reported_by)} of ${plural(c.usage[partial].expected, 'request')}`);
    }
    return parts.length > 0 ? parts : ['see the gate reasons'];
}
/** The gap reported most often in a configuration (first on ties), or null when there is none. */
function mainGap(c) {
    return c.gaps.reduce((best, g) => (best === null || g.count > best.count ? g : best), null);
}

;// CONCATENATED MODULE: ./src/render/attempt-rows.ts


/** `in 1,200 · cached 0 · out 300 · reasoning unknown · total 1,500 · cost $0.0012 (basis)`; `unknown` when none. */
function usageText(usage) {
    if (usage === null)
        return 'unknown';
    const basis = usage.pricing_basis ? ` (${usage.pricing_basis})` : '';
    return [
        `in ${orUnknown(usage.input_tokens)}`,
        `cached ${orUnknown(usage.cached_input_tokens)}`,
        `out ${orUnknown(usage.output_tokens)}`,
        `reasoning ${orUnknown(usage.reasoning_tokens)}`,
        `total ${orUnknown(usage.total_tokens)}`,
        `cost ${orUnknown(usage.cost_usd, formatUsd)}${basis}`
    ].join(' · ');
}
/** `succeeded`, or `failed · stop agent_failed (timeout) · error E1`; `status unknown` when none. */
function requestStatusText(r) {
    const parts = [r.status ?? 'status unknown'];
    if (r.stop_cause !== null || r.stop_reason !== null) {
        parts.push(`stop ${r.stop_cause ?? 'unknown'}${r.stop_reason ? ` (${r.stop_reason})` : ''}`);
    }
    if (r.error_code !== null)
        parts.push(`error ${r.error_code}`);
    return parts.join(' · ');
}
/** `request req-1` or `request (no id)`. */
function requestName(r) {
    return `request ${r.request_id ?? '(no id)'}`;
}
/** A request's first line: name, evidence source, status (usage goes on the next line). */
function requestLine(r) {
    return `${requestName(r)}  ${evidenceSourceLabel(r)} · ${requestStatusText(r)}`;
}
/** `result results/a.json (artifact x): read` / `record r.jsonl:3: unreadable — reason`. */
function fileText(f) {
    const where = `${f.path}${f.line !== null ? `:${f.line}` : ''}${f.json_path ? ` ${f.json_path}` : ''}`;
    const artifact = f.artifact ? ` (artifact ${f.artifact})` : '';
    const reason = f.reason ? ` — ${f.reason}` : '';
    return `${f.role} ${where}${artifact}: ${f.state}${reason}`;
}
/** `[code] message (file:line json_path)`. */
function diagnosticText(d) {
    const place = d.file ? `${d.file}${d.line !== undefined ? `:${d.line}` : ''}${d.json_path ? ` ${d.json_path}` : ''}` : '';
    return `[${d.code}] ${d.message}${place ? ` (${place})` : ''}`;
}
/** A harness or trajectory counter, shown beside the accounting, never added into it. */
function legacyCounterText(c) {
    const file = c.file ? ` (${c.file})` : '';
    return `legacy counter ${c.source}${file}: in ${orUnknown(c.input_tokens)} · cached ${orUnknown(c.cached_input_tokens)} · out ${orUnknown(c.output_tokens)} · total ${orUnknown(c.total_tokens)} · cost ${orUnknown(c.cost_usd, formatUsd)}`;
}
/** `invocations 2 (2 timed, covered 40.0 s, peak 2)`. */
function invocationsText(a) {
    const i = a.invocations;
    const covered = i.covered_ms === null ? 'covered unknown' : `covered ${formatDuration(i.covered_ms)}`;
    const peak = i.peak_concurrency === null ? 'peak unknown' : `peak ${format_formatCount(i.peak_concurrency)}`;
    return `invocations ${format_formatCount(i.count)} (${format_formatCount(i.timed)} timed, ${covered}, ${peak})`;
}
/** The attempt's state and verdict: `request list verified · passed by judge 1`. */
function attemptSummaryText(a) {
    return `${attemptStateLabel(a)} · ${attemptVerdictLabel(a)}`;
}
/** The attempt's timing: `task 48.2 s · invocations 1 (1 timed, covered 40.0 s, peak 1)`. */
function attemptTimingText(a) {
    const duration = a.task_duration_ms === null ? 'task duration unknown' : `task ${formatDuration(a.task_duration_ms)}`;
    return `${duration} · ${invocationsText(a)}`;
}
/** Harness phase durations: `phases environment_setup 1.2 s · agent_execution unknown`; null when none were reported. */
function phasesText(a) {
    if (a.phases.length === 0)
        return null;
    return `phases ${a.phases.map((p) => `${p.name} ${p.duration_ms === null ? 'unknown' : formatDuration(p.duration_ms)}`).join(' · ')}`;
}
/** Gap codes of an attempt's requests, counted: `result_missing ×2`; `none`. */
function attemptGapsText(a) {
    const counts = new Map();
    for (const r of a.requests)
        for (const g of r.gaps)
            counts.set(g, (counts.get(g) ?? 0) + 1);
    if (a.missing)
        counts.set('attempt_missing', (counts.get('attempt_missing') ?? 0) + 1);
    if (counts.size === 0)
        return 'none';
    return [...counts.entries()].map(([g, n]) => (n === 1 ? g : `${g} ×${n}`)).join(', ');
}
/** A value of a resource observation, or `unavailable` (never 0 for missing). */
function observed(n, format) {
    return n === null ? 'unavailable' : format(n);
}
/** Where an observation came from: `baseline/t1@r1#1 request req-1 (full result)`. */
function resourceSourceText(o) {
    const source = o.source === 'full_result' ? 'full result' : o.source === 'record_end' ? 'record end line' : o.source;
    return `${o.attempt}${o.request_id ? ` request ${o.request_id}` : ''} (${source})`;
}
/** An observation's figures: `at <time> · scope host_tree · processes 3 · rss 1.5 MiB · cpu user 1.2 s · system 300 ms`. */
function resourceValuesText(o) {
    return [
        `at ${o.observed_at ?? 'unknown time'}`,
        `scope ${o.scope ?? 'unknown'}`,
        `processes ${observed(o.process_count, format_formatCount)}`,
        `rss ${observed(o.rss_bytes, formatBytes)}`,
        `cpu user ${observed(o.cpu_user_ms, formatDuration)}`,
        `system ${observed(o.cpu_system_ms, formatDuration)}`
    ].join(' · ');
}

;// CONCATENATED MODULE: ./src/render/resource-rows.ts

/** Note printed with the observations: CPU time is cumulative per runtime. */
const CPU_NOTE = "CPU time is cumulative for the runtime's host tree, never per invocation";
/**
 * The table value: `1 of 2 requests (listed below) · unavailable 1`, or
 * `none of 2 requests · unsupported 2`. `where` says where rows are listed.
 */
function resourceObservationsValue(c, where) {
    const cov = c.resource_coverage;
    const states = new Map();
    for (const n of cov.not_observed)
        states.set(n.state, (states.get(n.state) ?? 0) + 1);
    const parts = [...states.entries()].map(([s, n]) => `${s.replace('_', ' ')} ${format_formatCount(n)}`);
    const head = cov.observed === 0 ? `none of ${format_plural(cov.expected, 'request')}` : `${format_formatCount(cov.observed)} of ${format_plural(cov.expected, 'request')} (${where})`;
    return [head, ...parts].join(' · ');
}
/** A request without an observation: `base/t@r1#1 request q2 runtime rt-2: unavailable — no resource_snapshot in the full result`. */
function notObservedText(n) {
    const request = n.request_id ? ` request ${n.request_id}` : '';
    const runtime = n.runtime_id ? ` runtime ${n.runtime_id}` : '';
    return `${n.attempt}${request}${runtime}: ${n.state.replace('_', ' ')} — ${n.reason}`;
}

;// CONCATENATED MODULE: ./src/render/artifact-rows.ts

/** Header of {@link artifactCells}. */
const ARTIFACT_HEADER = (/* unused pure expression or super */ null && (['artifact', 'run', 'status', 'size', 'digest', 'error']));
/** One artifact as plain cells: name, run, status, size, digest, error. */
function artifactCells(a) {
    return [
        a.name,
        a.run,
        a.status.replace('_', ' '),
        a.size_bytes === null ? 'unknown' : formatBytes(a.size_bytes),
        a.digest ?? 'none',
        a.error ?? ''
    ];
}
/** One artifact as a line: `name (run 123): downloaded · size 1.5 MiB · digest sha256:… — error`. */
function artifactText(a) {
    const [name, run, status, size, digest, error] = artifactCells(a);
    return `${name} (run ${run}): ${status} · size ${size} · digest ${digest}${error ? ` — ${error}` : ''}`;
}
/**
 * `4 artifacts: downloaded ×3 · failed ×1`, or null when there are none
 * (local evidence).
 */
function artifactsSummaryText(report) {
    if (report.artifacts.length === 0)
        return null;
    const counts = {};
    for (const a of report.artifacts)
        counts[a.status.replace('_', ' ')] = (counts[a.status.replace('_', ' ')] ?? 0) + 1;
    return `${format_plural(report.artifacts.length, 'artifact')}: ${formatCounts(counts)}`;
}
/** Whether any artifact was not downloaded intact (the comment mentions it). */
function someArtifactFailed(report) {
    return report.artifacts.some((a) => a.status !== 'downloaded');
}
/** Count of artifacts not downloaded intact. */
function failedArtifactCount(report) {
    return formatCount(report.artifacts.filter((a) => a.status !== 'downloaded').length);
}

;// CONCATENATED MODULE: ./src/render/text-sections.ts


/** Column gap between aligned cells. */
const GAP = '  ';
/**
 * Aligns `rows` (each an array of cells) into lines, each prefixed by
 * `indent`. Every column but the last is padded to its widest cell; the last
 * is left as-is so long values do not drag the others.
 */
function alignRows(rows, indent = '  ') {
    const widths = [];
    for (const row of rows) {
        row.forEach((cell, i) => {
            if (i < row.length - 1)
                widths[i] = Math.max(widths[i] ?? 0, cell.length);
        });
    }
    return rows.map((row) => {
        const cells = row.map((cell, i) => (i < row.length - 1 ? cell.padEnd(widths[i]) : cell));
        return `${indent}${cells.join(GAP)}`.replace(/\s+$/, '');
    });
}
/**
 * One line of plain text from evidence: line breaks, control characters
 * (including the ESC of terminal escape sequences) and bidi overrides
 * become spaces.
 */
function oneLine(text) {
    return text.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g, ' ');
}
/** `warning [code] message`, then who it concerns on the next line. */
function warningLines(w) {
    const lines = [`  ${w.severity} [${oneLine(w.code)}] ${oneLine(w.message)}`];
    const concerns = [];
    if (w.configurations.length > 0)
        concerns.push(`configurations: ${w.configurations.map(oneLine).join(', ')}`);
    if (w.attempt_count > 0) {
        const more = w.attempt_count > w.attempts.length ? `, and ${format_formatCount(w.attempt_count - w.attempts.length)} more` : '';
        concerns.push(`attempts (${format_formatCount(w.attempt_count)}): ${w.attempts.map(oneLine).join(', ')}${more}`);
    }
    if (w.file)
        concerns.push(`file: ${oneLine(w.file)}${w.line != null ? `:${w.line}` : ''}`);
    if (concerns.length > 0)
        lines.push(`      ${concerns.join('; ')}`);
    return lines;
}
/** The warnings, or `Warnings: none`. */
function warningSection(report) {
    if (report.warnings.length === 0)
        return ['', 'Warnings: none'];
    return ['', `Warnings (${format_formatCount(report.warnings.length)})`, ...report.warnings.flatMap(warningLines)];
}
/** Artifacts not downloaded intact (all of them with `details`); nothing for local evidence. */
function artifactSection(report, details) {
    const summary = artifactsSummaryText(report);
    if (summary === null)
        return [];
    const shown = details ? report.artifacts : report.artifacts.filter((a) => a.status !== 'downloaded');
    return ['', `Artifacts — ${summary}`, ...shown.map((a) => `  ${oneLine(artifactText(a))}`)];
}
/** Attempts found in evidence but not in the inventory, aligned. */
function unexpectedSection(report) {
    const list = report.unexpected_attempts;
    if (list.length === 0)
        return ['', 'Unexpected attempts: none'];
    const rows = list.map((u) => {
        const declared = u.declared_in ? `declared in ${u.declared_in.path}${u.declared_in.artifact ? ` (artifact ${u.declared_in.artifact})` : ''}` : 'declaration unknown';
        return [oneLine(`${u.configuration}/${u.task}@${u.revision}#${u.attempt}`), oneLine(declared)];
    });
    return ['', `Unexpected attempts (${format_formatCount(list.length)}) — found in evidence, not in the inventory`, ...alignRows(rows)];
}

;// CONCATENATED MODULE: ./src/render/text-details.ts




const yesNo = (b) => (b === null ? 'unknown' : b ? 'yes' : 'no');
const ms = (n) => (n === null ? 'unknown' : `${format_formatCount(n)} ms`);
/**
 * A request's stop, error and OOM counts, field by field:
 * `stop cause agent_exhausted_budget · reason timeout · timeout 60,000 ms · used 60,012 ms · force-stopped yes · exit signal SIGKILL`,
 * `error invoke_timeout · stage invoke · retryable no (full result)`,
 * `oom_kill_count 0 → 1 · container shared` (only when the counts differ or one is unknown). Nothing for a request without them.
 */
function stopDetailLines(r) {
    const out = [];
    const s = r.stop;
    if (s !== null) {
        const parts = [`stop cause ${s.cause ?? 'unknown'}`, `reason ${s.reason ?? 'none'}`];
        if (s.reason === 'timeout' || s.timeout_ms !== null || s.used_ms !== null || s.force_stopped !== null) {
            parts.push(`timeout ${ms(s.timeout_ms)}`, `used ${ms(s.used_ms)}`, `force-stopped ${yesNo(s.force_stopped)}`);
        }
        if (s.exit_code !== null)
            parts.push(`exit code ${s.exit_code}`);
        if (s.exit_signal !== null)
            parts.push(`exit signal ${s.exit_signal}`);
        out.push(parts.join(' · '));
    }
    const e = r.error;
    if (e !== null) {
        const source = e.source === 'full_result' ? 'full result' : 'record end line';
        out.push(`error ${e.code ?? 'no code'} · stage ${e.stage ?? 'unknown'} · retryable ${yesNo(e.retryable)} (${source})`);
    }
    const o = r.oom;
    if (o !== null && o.start !== o.end) {
        const container = o.exclusive_container === null ? 'exclusivity unknown' : o.exclusive_container ? 'exclusive' : 'shared';
        out.push(`oom_kill_count ${o.start ?? 'unknown'} → ${o.end ?? 'unknown'} · container ${container}`);
    }
    return out;
}
/** The lines of one attempt: its summary, each request, its counters and diagnostics. */
function attemptLines(a) {
    const lines = [`  ${oneLine(a.key)}  ${oneLine(attemptSummaryText(a))}`, `    ${attemptTimingText(a)}`];
    const phases = phasesText(a);
    if (phases !== null)
        lines.push(`    ${oneLine(phases)}`);
    for (const r of a.requests) {
        lines.push(`    ${oneLine(requestLine(r))}`, `      usage ${oneLine(usageText(r.usage))}`);
        for (const d of r.usage_disagreements)
            lines.push(`      usage disagrees [${oneLine(d.relation)}] ${oneLine(d.detail)}`);
        for (const l of stopDetailLines(r))
            lines.push(`      ${oneLine(l)}`);
        for (const f of r.files)
            lines.push(`      file ${oneLine(fileText(f))}`);
        for (const g of r.gaps)
            lines.push(`      gap ${g}`);
        for (const d of r.diagnostics)
            lines.push(`      diagnostic ${oneLine(diagnosticText(d))}`);
    }
    for (const c of a.legacy_counters)
        lines.push(`    ${oneLine(legacyCounterText(c))}`);
    for (const d of a.diagnostics)
        lines.push(`    diagnostic ${oneLine(diagnosticText(d))}`);
    return lines;
}
function resourceLines(report) {
    const lines = [];
    for (const c of report.configurations) {
        const cov = c.resource_coverage;
        if (cov.expected === 0)
            continue;
        lines.push('', `Resource observations — ${oneLine(c.id)} (${format_formatCount(cov.observed)} of ${format_plural(cov.expected, 'request')}; never summed; ${CPU_NOTE})`);
        for (const o of c.resources) {
            const runtime = o.runtime_id ? ` runtime ${o.runtime_id}` : '';
            lines.push(`  ${oneLine(resourceSourceText(o) + runtime)}`, `    ${oneLine(resourceValuesText(o))}`);
        }
        for (const n of cov.not_observed)
            lines.push(`  ${oneLine(notObservedText(n))}`);
    }
    return lines;
}
/** Detail lines after the attempts: resource observations one by one, then the findings not tied to one attempt. */
function detailTailLines(report) {
    const diagnostics = report.diagnostics.length === 0
        ? []
        : ['', `Diagnostics (${format_formatCount(report.diagnostics.length)})`, ...report.diagnostics.map((d) => `  ${oneLine(diagnosticText(d))}`)];
    return [...resourceLines(report), ...diagnostics];
}
/** The heading of the attempt details: a blank line and `Attempts (N)`. */
function attemptsHeadingLines(count) {
    return ['', `Attempts (${format_formatCount(count)})`];
}
/** The line standing for the attempt details when there is no attempt. */
const NO_ATTEMPT_LINE = '  none';
/** Every detail line, starting with a blank line; attempts in report order. */
function text_details_detailLines(report) {
    const attempts = report.attempts.length === 0 ? [NO_ATTEMPT_LINE] : report.attempts.flatMap(attemptLines);
    return [...attemptsHeadingLines(report.attempts.length), ...attempts, ...detailTailLines(report)];
}

;// CONCATENATED MODULE: ./src/render/markdown-escape.ts
/**
 * Escaping of untrusted text (anything that came from evidence or a caller)
 * for each GitHub-flavoured Markdown context we write into. Whatever goes in,
 * what comes out renders as that literal text: no raw HTML, no link or
 * autolink, no working @mention or #reference, no table-cell break, no block
 * structure, and never a copy of our hidden marker (`<!-- fabric-compare…`).
 *
 * How: a zero-width space (U+200B, written as the `&#8203;` entity) is put
 * after `@` and `#`, inside `://` and `www.`, and inside `fabric-compare:` —
 * GitHub's mention, reference and autolink filters run on the rendered text,
 * so an entity alone would not stop them; then Markdown punctuation is
 * backslash-escaped and `&`, `<`, `>` become entities.
 */
const ZWSP = '\u200B';
/** Line breaks, tabs, other control characters and line/paragraph separators: all shown as one space. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
/**
 * Invisible and direction-changing characters: soft hyphen, combining grapheme joiner, Arabic
 * letter mark, Hangul fillers, Khmer vowel inherent, Mongolian vowel separator, zero-width
 * space/joiners and LRM/RLM (U+200B–U+200F), bidi embeddings and overrides (U+202A–U+202E),
 * word joiner and invisible operators (U+2060–U+2064), bidi isolates (U+2066–U+2069),
 * deprecated format characters (U+206A–U+206F), variation selectors, the BOM (U+FEFF),
 * interlinear annotation marks (U+FFF9–U+FFFB) and tag characters (U+E0000–U+E007F).
 */
const INVISIBLE = /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]|\uDB40[\uDC00-\uDC7F]/g;
/**
 * `text` with every control character shown as a space and every invisible or direction-changing
 * character shown as its code point (`<U+200C>`), so what is displayed is what is there.
 * Plain text, for contexts without Markdown (annotations); the Markdown escapes call it first.
 */
function visibleText(text) {
    return text.replace(CONTROL, ' ').replace(INVISIBLE, (c) => `<U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`);
}
/** Markdown punctuation escaped with a backslash wherever it occurs. */
const BACKSLASHED = new Set(['\\', '`', '*', '_', '~', '[', ']', '|', '$']);
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', [ZWSP]: '&#8203;' };
/**
 * Breaks the patterns GitHub acts on in plain text by inserting a zero-width
 * space: `@name` (mentions, e-mail autolinks), `#123` and `owner/repo#123`,
 * `GH-123`, commit SHAs (every whole word of 7 or more hex digits — GitHub links only whole
 * words — is split every 6),
 * `http://` and other schemes, `www.`, and `fabric-compare:` (so no evidence
 * can carry a copy of our marker). Returns raw text; the escapes below call it first.
 */
function neutralizeMarker(text) {
    return text
        .replace(/[@#]/g, (c) => c + ZWSP)
        .replace(/\b(GH)(-\d)/gi, `$1${ZWSP}$2`)
        .replace(/\b[0-9a-f]{7,}\b/gi, (run) => run.replace(/[0-9a-f]{6}(?=[0-9a-f])/gi, (six) => six + ZWSP))
        .replace(/:\/\//g, `:${ZWSP}//`)
        .replace(/(www)(\.)/gi, `$1${ZWSP}$2`)
        .replace(/(fabric-compare)(:)/gi, `$1${ZWSP}$2`);
}
/** Escapes one character of already-neutralized text. */
function escapeChar(c) {
    if (ENTITIES[c] !== undefined)
        return ENTITIES[c];
    if (BACKSLASHED.has(c))
        return `\\${c}`;
    return c;
}
/** Every character {@link escapeChar} changes. */
const SPECIAL = /[&<>\u200B\\`*_~[\]|$]/g;
/** One line, neutralized, every character escaped (no block-start handling). */
function escapeText(text) {
    return neutralizeMarker(visibleText(text)).replace(SPECIAL, escapeChar);
}
/**
 * Text shown as-is in running prose (a sentence, a list item, a heading):
 * one line, every Markdown and HTML meaning removed. A leading list,
 * heading or indentation marker is escaped too.
 */
function markdown_escape_escapeInline(text) {
    return escapeText(text)
        .replace(/^ +/, (spaces) => '&#32;'.repeat(spaces.length))
        .replace(/^([-+=])/, '\\$1')
        .replace(/^(\d+)([.)])/, '$1\\$2');
}
/**
 * Text for one GitHub table cell: one line, every `|` escaped so the row
 * keeps its columns, and the same neutralization as {@link escapeInline}
 * (a cell is inline content, so no block markers need escaping).
 */
function markdown_escape_escapeCell(text) {
    return escapeText(text);
}
/** Text for the label of a link we build (`[label](url)`): brackets escaped, one line. */
function linkText(text) {
    const escaped = markdown_escape_escapeInline(text);
    return escaped === '' ? 'link' : escaped;
}
/**
 * A code span showing `text` literally: the fence is one backtick longer
 * than the longest backtick run inside, padded with spaces when the text
 * starts or ends with a backtick or a space. Falls back to
 * {@link escapeInline} when a code span cannot be safe: text containing
 * `|` (would split a table cell), `<!--` or our marker name, or nothing
 * but spaces. Line breaks become spaces.
 */
function markdown_escape_codeSpan(text) {
    const oneLine = visibleText(text);
    if (oneLine.trim() === '' || /[|]|<!--|fabric-compare:/i.test(oneLine))
        return markdown_escape_escapeInline(oneLine);
    const longestRun = Math.max(0, ...Array.from(oneLine.matchAll(/`+/g), (m) => m[0].length));
    const fence = '`'.repeat(longestRun + 1);
    const pad = /^[` ]|[` ]$/.test(oneLine) ? ' ' : '';
    return `${fence}${pad}${oneLine}${pad}${fence}`;
}
/**
 * A URL we link to (the workflow run, the job summary), or null when it is
 * not a plain `https://` / `http://` URL without spaces, brackets or quotes.
 */
function safeUrl(url) {
    if (!url || !/^https?:\/\/[^\s<>()[\]"'`\\]+$/.test(url))
        return null;
    return url;
}

;// CONCATENATED MODULE: ./src/render/markdown-blocks.ts
/**
 * Markdown building blocks that escape what they are given: tables, list
 * items, collapsed `<details>` sections and notes. Inputs are plain text
 * (ours or from evidence); outputs are Markdown lines. The only raw HTML
 * written is our own `<details>`/`<summary>` tags.
 */

/** A cell showing `text` as a code span (identifiers such as attempt keys: no entities needed). */
function markdown_blocks_codeCell(text) {
    return { markdown: codeSpan(text) };
}
/** One table row; plain-text cells are escaped. */
function markdownRow(cells) {
    return `| ${cells.map((c) => (typeof c === 'string' ? escapeCell(c) : c.markdown)).join(' | ')} |`;
}
/** A table head: the header row and the delimiter row. */
function markdownTableHead(header) {
    return [markdownRow(header), `| ${header.map(() => '---').join(' | ')} |`];
}
/** A whole table (head and rows), surrounded by blank lines by the caller. */
function markdown_blocks_markdownTable(header, rows) {
    return [...markdownTableHead(header), ...rows.map(markdownRow)];
}
/** A bullet list item from plain text. */
function markdownItem(text) {
    return `- ${escapeInline(text)}`;
}
/** An emphasised note line (e.g. what was omitted), from plain text. */
function markdownNote(text) {
    return `_${escapeInline(text)}_`;
}
/**
 * A collapsed section: our `<details><summary>` tags around Markdown
 * `lines`; the summary text is escaped. Blank lines keep GitHub rendering
 * the Markdown inside.
 */
function markdownDetails(summary, lines) {
    return [`<details><summary>${escapeInline(summary)}</summary>`, '', ...lines, '', '</details>'];
}

;// CONCATENATED MODULE: ./src/render/budget-rows.ts
/**
 * Budgets in the renderings (report `budgets`, src/comparison/budgets.ts):
 * one side-by-side row per budget (limit, estimate, interval, verdict in
 * each comparison's column, the reason or the noise verdict as a footnote),
 * the job summary's table of each budget's inputs, and the plain-text
 * section. (Not the comment's size budget: that is budget.ts.)
 */




/** The verdict word: `passed`, `FAILED`, `CANNOT BE CHECKED`. */
function budgetVerdictText(r) {
    return r.verdict === 'passed' ? 'passed' : r.verdict === 'failed' ? 'FAILED' : 'CANNOT BE CHECKED (fails)';
}
/** `limit +10.0 %` in the budget's unit. */
function budgetLimitText(r) {
    return `limit ${budgets_formatBudgetFigure(r.metric, r.limit.kind, r.limit.value)}`;
}
/** What the interval says about the limit, or why there is none; null when nothing needs saying. */
function noiseNote(r, f) {
    const over = `over ${r.tasks} paired task${r.tasks === 1 ? '' : 's'}`;
    if (f.low === null || f.high === null)
        return `no interval ${over}: ${f.reason ?? 'unknown'}`;
    if (r.verdict === 'failed') {
        return r.excess_beyond_noise
            ? `the excess is beyond noise: the whole 95 % interval lies above the limit (${over})`
            : `the excess is not beyond noise: the 95 % interval reaches below the limit (${over})`;
    }
    return f.high > r.limit.value
        ? `within the limit, but the 95 % interval reaches above it (${over})`
        : `within the limit beyond noise: the whole 95 % interval lies at or below it (${over})`;
}
/** A budget's cell in its candidate's column: verdict, estimate with interval, limit; the reason or noise verdict as the note. */
function budgetCell(r) {
    const limit = budgetLimitText(r);
    if (r.verdict === 'cannot_check')
        return { text: `${budgetVerdictText(r)} · ${limit}`, note: `budget ${r.budget} cannot be checked: ${r.reason ?? 'unknown'}`, same: false };
    const f = budgetFigure(r);
    return { text: `${budgetVerdictText(r)} · ${budgetEstimateText(r).replace(/ \(no interval: .*\)$/, '')} · ${limit}`, note: `budget ${r.budget}: ${noiseNote(r, f)}`, same: false };
}
/** One side-by-side row per budget given (results grouped by budget, one per comparison). */
function budgetFigureRows(report) {
    const results = report.budgets ?? [];
    const per = Math.max(1, report.comparisons.length);
    const rows = [];
    for (let i = 0; i < results.length; i += per) {
        const group = results.slice(i, i + per);
        rows.push({
            label: `budget ${group[0].budget}`,
            value: () => '',
            delta: (cmp) => {
                const r = group.find((g) => g.candidate === cmp.candidate);
                return r === undefined ? null : budgetCell(r);
            },
            show: 'always'
        });
    }
    return rows;
}
/** How many gate reasons are budgets' (they come first in `gate.reasons`). */
function budgetReasonCount(report) {
    return (report.budgets ?? []).filter((b) => b.verdict !== 'passed').length;
}
/** The plain-text budget section: one line per budget and candidate, with the note; empty without budgets. */
function budgetSection(report) {
    const results = report.budgets ?? [];
    if (results.length === 0)
        return [];
    const rows = results.map((r) => {
        const cell = budgetCell(r);
        const who = r.candidate === null ? oneLine(r.baseline) : `${oneLine(r.candidate)} vs ${oneLine(r.baseline)}`;
        return [oneLine(r.budget), who, oneLine(cell.text)];
    });
    const notes = results.map((r) => `  - ${oneLine(budgetCell(r).note ?? '')}`);
    return ['', 'Budgets (candidate − baseline, paired by task)', ...alignRows(rows), ...notes];
}
/** A figure with its interval in the metric's unit or as a relative change, or `—` when not computed. */
function intervalText(r, kind) {
    const f = kind === 'relative' ? r.relative : r.difference;
    if (f === null)
        return '—';
    const fmt = (v) => formatBudgetFigure(r.metric, kind, v);
    return f.low === null || f.high === null ? `${fmt(f.estimate)} (no interval)` : `${fmt(f.estimate)} (95 % CI ${fmt(f.low)} to ${fmt(f.high)})`;
}
/**
 * The job summary's budget table (Markdown lines): per budget and candidate
 * the inputs — paired tasks and attempts, each side's figure — the
 * difference and the relative difference with their intervals, the limit,
 * the verdict and the reason. Empty without budgets.
 */
function budgetSummaryLines(report) {
    const results = report.budgets ?? [];
    if (results.length === 0)
        return [];
    const header = ['budget', 'candidate', 'paired', 'baseline figure', 'candidate figure', 'difference', 'relative', 'limit', 'verdict'];
    const value = (r, v) => (v === null ? '—' : formatBudgetFigure(r.metric, 'absolute', v, false));
    const rows = results.map((r) => [
        codeCell(r.budget),
        r.candidate === null ? 'none' : codeCell(r.candidate),
        r.verdict === 'cannot_check' ? '—' : `${plural(r.tasks, 'task')}; ${r.attempts.baseline} / ${r.attempts.candidate} ${r.metric === 'cost_per_passed_attempt' ? 'passed attempts' : 'attempts'}`,
        value(r, r.baseline_value),
        value(r, r.candidate_value),
        intervalText(r, 'absolute'),
        intervalText(r, 'relative'),
        formatBudgetFigure(r.metric, r.limit.kind, r.limit.value),
        r.verdict === 'cannot_check' ? `${budgetVerdictText(r)}: ${r.reason ?? 'unknown'}` : budgetVerdictText(r)
    ]);
    return ['', `### Budgets (${results.length})`, '', `_Candidate − baseline, paired by task; figures in ${[...new Set(results.map((r) => r.unit))].join(', ')}._`, '', ...markdownTable(header, rows)];
}

;// CONCATENATED MODULE: ./src/render/comparison-rows.ts

const comparison_rows_METRICS = [
    ['input tokens', 'input_tokens', 'count'],
    ['cached input tokens', 'cached_input_tokens', 'count'],
    ['output tokens', 'output_tokens', 'count'],
    ['reasoning tokens', 'reasoning_tokens', 'count'],
    ['total tokens', 'total_tokens', 'count'],
    ['cost', 'cost_usd', 'usd'],
    ['pass fraction', 'pass_fraction', 'fraction']
];
/** A side's value; `≥` when that configuration's sum of the metric is a lower bound. */
function comparison_rows_valueOf(n, kind, lowerBound) {
    const format = kind === 'usd' ? formatUsd : kind === 'fraction' ? formatPercent : format_formatCount;
    return n !== null && lowerBound ? `≥ ${format(n)}` : orUnknown(n, format);
}
/** Whether configuration `id`'s figure for `key` is a partial sum (unknown configurations count as partial). */
function isLowerBound(configurations, id, key) {
    if (key === 'pass_fraction')
        return false;
    const c = configurations.find((x) => x.id === id);
    return c === undefined || !c.usage[key].complete;
}
/**
 * The metric rows of a comparison, in report order. Usage values carry `≥`
 * when the configuration's sum is partial (looked up in `configurations`).
 */
function comparisonRows(c, configurations) {
    return comparison_rows_METRICS.map(([metric, key, kind]) => {
        const d = c.metrics[key];
        return {
            metric,
            baseline: comparison_rows_valueOf(d.baseline, kind, isLowerBound(configurations, c.baseline, key)),
            candidate: comparison_rows_valueOf(d.candidate, kind, isLowerBound(configurations, c.candidate, key)),
            delta: formatDelta(d, kind)
        };
    });
}
/** The heading of a comparison: `baseline → candidate`. */
function comparisonTitle(c) {
    return `${c.baseline} → ${c.candidate}`;
}
/** Names `items` (at most `limit`), adding `and N more` when cut. */
function nameList(items, limit) {
    if (limit <= 0)
        return 'names omitted';
    const shown = items.slice(0, limit);
    const more = items.length > shown.length ? `, and ${format_formatCount(items.length - shown.length)} more` : '';
    return `${shown.join(', ')}${more}`;
}
/**
 * The inventory differences, one line each (at most `limit` names per
 * line): tasks only on one side, revisions that differ, attempt counts that
 * differ. `['inventories match']` when they do.
 */
function inventoryLines(c, limit) {
    const inv = c.inventory;
    const lines = [];
    if (inv.only_in_baseline.length > 0) {
        const names = inv.only_in_baseline.map((t) => `${t.task}@${t.revision}`);
        lines.push(`only in ${c.baseline} (${format_formatCount(names.length)}): ${nameList(names, limit)}`);
    }
    if (inv.only_in_candidate.length > 0) {
        const names = inv.only_in_candidate.map((t) => `${t.task}@${t.revision}`);
        lines.push(`only in ${c.candidate} (${format_formatCount(names.length)}): ${nameList(names, limit)}`);
    }
    if (inv.revision_differs.length > 0) {
        const names = inv.revision_differs.map((r) => `${r.task} (${r.baseline.join('/')} vs ${r.candidate.join('/')})`);
        lines.push(`revision differs (${format_formatCount(names.length)}): ${nameList(names, limit)}`);
    }
    if (inv.attempt_count_differs.length > 0) {
        const names = inv.attempt_count_differs.map((r) => `${r.task}@${r.revision} (${r.baseline} vs ${r.candidate})`);
        lines.push(`attempt count differs (${format_formatCount(names.length)}): ${nameList(names, limit)}`);
    }
    if (lines.length === 0)
        lines.push(inv.matched ? 'inventories match' : 'inventories differ (no detail given)');
    return lines;
}

;// CONCATENATED MODULE: ./src/render/outcome-rows.ts

/** `(3 of 4 requests with a record end line)`. */
function coverage(observed, expected, what) {
    return `(${format_formatCount(observed)} of ${format_plural(expected, 'request')} ${what})`;
}
/** A count with its coverage: `unknown (…)`, `≥ 2 (…)` or `2 (…)`. */
function coveredCount(count, observed, expected, what) {
    const cov = coverage(observed, expected, what);
    if (count === null || observed === 0)
        return `unknown ${cov}`;
    return `${observed < expected ? '≥ ' : ''}${format_formatCount(count)} ${cov}`;
}
const RECORD = 'with a record end line';
function stopCausesValue(o) {
    const { records, expected } = o.coverage;
    const cov = coverage(records, expected, RECORD);
    if (o.stop_causes === null)
        return `unknown ${cov}`;
    return `${formatCounts(o.stop_causes, 'none')} ${cov}`;
}
function failuresValue(o) {
    const { records, expected } = o.coverage;
    const cov = coverage(records, expected, RECORD);
    if (o.infrastructure_failures === null || o.agent_failures === null)
        return `infrastructure unknown · agent unknown ${cov}`;
    const lb = records < expected ? '≥ ' : '';
    return `infrastructure ${lb}${format_formatCount(o.infrastructure_failures)} · agent ${lb}${format_formatCount(o.agent_failures)} ${cov}`;
}
function timeoutsValue(o) {
    const base = coveredCount(o.timeouts, o.coverage.timeouts, o.coverage.expected, 'could show one');
    const s = o.timeouts_by_source;
    const sources = [];
    if (s.record_stop !== null && s.record_stop > 0)
        sources.push(`record stop ×${format_formatCount(s.record_stop)}`);
    if (s.full_result_error_code !== null && s.full_result_error_code > 0)
        sources.push(`full result error.code ×${format_formatCount(s.full_result_error_code)}`);
    return sources.length === 0 ? base : `${base}; from ${sources.join(', ')}`;
}
function oomValue(o) {
    const base = coveredCount(o.oom_kills, o.coverage.oom, o.coverage.expected, 'in an exclusive container with both counts');
    const kills = o.oom_kill_count_rise !== null && o.oom_kills !== null && o.oom_kills > 0 ? ` — ${format_plural(o.oom_kill_count_rise, 'kill')}` : '';
    const shared = o.shared_container_oom_rises;
    if (shared.length === 0)
        return `${base}${kills}`;
    const rise = shared.reduce((n, s) => n + s.rise, 0);
    return `${base}${kills}; shared-container rises: ${format_plural(shared.length, 'request')} (${format_plural(rise, 'kill')}), not attributed`;
}
/**
 * The outcome rows in display order; exit codes, signals and error codes only when some were seen,
 * and `exit codes, signals  unknown (0 of n requests with a record end line)` when no record could show them.
 */
function outcomeRows(c) {
    const o = c.outcomes;
    const s = o.status;
    const rows = [
        {
            label: 'request status',
            value: `succeeded ${format_formatCount(s.succeeded)} · failed ${format_formatCount(s.failed)} · cancelled ${format_formatCount(s.cancelled)} · unknown ${format_formatCount(s.unknown)}`,
            brief: false
        },
        { label: 'stop causes', value: stopCausesValue(o), brief: false },
        { label: 'failures', value: failuresValue(o), brief: true },
        { label: 'timeouts', value: timeoutsValue(o), brief: true },
        { label: 'OOM kills', value: oomValue(o), brief: true }
    ];
    // Exit codes and signals only a record end line shows: unknown with its coverage when no request had one.
    if (o.exit_codes === null || o.exit_signals === null) {
        rows.push({ label: 'exit codes, signals', value: `unknown ${coverage(o.coverage.records, o.coverage.expected, RECORD)}`, brief: false });
    }
    const extra = [
        ['exit codes', o.exit_codes],
        ['exit signals', o.exit_signals],
        ['error codes', o.error_codes]
    ];
    for (const [label, counts] of extra) {
        if (counts !== null && Object.keys(counts).length > 0)
            rows.push({ label, value: formatCounts(counts), brief: false });
    }
    return rows;
}
/** One count of the compact failures cell: `unknown`, `≥ 2` over part of the requests, or `2`. */
function compactCount(count, observed, expected) {
    if (count === null || observed === 0)
        return 'unknown';
    return `${observed < expected ? '≥ ' : ''}${formatCount(count)}`;
}
/**
 * Failures, timeouts and OOM kills in one cell for the side-by-side table, each with its
 * coverage: `infrastructure 0 · agent 0 · timeouts 0 · OOM kills 0 (8 of 8 requests)` when one
 * coverage holds for all, else the coverage after each figure. OOM kills count requests with a
 * rise in an exclusive container; shared-container rises are noted, never counted.
 */
function compactOutcomes(c) {
    const o = c.outcomes;
    const n = o.coverage.expected;
    const figures = [
        ['infrastructure', o.infrastructure_failures, o.coverage.records],
        ['agent', o.agent_failures, o.coverage.records],
        ['timeouts', o.timeouts, o.coverage.timeouts],
        ['OOM kills', o.oom_kills, o.coverage.oom]
    ];
    const same = figures.every(([, , seen]) => seen === figures[0][2]);
    const parts = figures.map(([label, count, seen]) => `${label} ${compactCount(count, seen, n)}${same ? '' : ` (${formatCount(seen)} of ${formatCount(n)})`}`);
    const coverageText = same ? ` (${formatCount(figures[0][2])} of ${plural(n, 'request')})` : ` (of ${plural(n, 'request')})`;
    const shared = o.shared_container_oom_rises.length > 0 ? `; ${plural(o.shared_container_oom_rises.length, 'shared-container rise')} not attributed` : '';
    return `${parts.join(' · ')}${coverageText}${shared}`;
}

;// CONCATENATED MODULE: ./src/render/configuration-rows.ts



const configuration_rows_TOKEN_METRICS = [
    ['input tokens', 'input_tokens'],
    ['cached input tokens', 'cached_input_tokens'],
    ['output tokens', 'output_tokens'],
    ['reasoning tokens', 'reasoning_tokens'],
    ['total tokens', 'total_tokens']
];
/** Up to this many gap examples are named in a table row. */
const GAP_EXAMPLES_SHOWN = 3;
function attemptsValue(c) {
    const a = c.attempts;
    const inventory = a.inventory_verified ? 'inventory verified' : 'inventory NOT verified';
    return `${format_formatCount(a.with_evidence)} of ${format_formatCount(a.listed)} listed found (${format_formatCount(a.missing)} missing); ${inventory}`;
}
function requestsValue(c) {
    return `${format_formatCount(c.requests.expected)} expected, ${format_formatCount(c.requests.missing)} without evidence`;
}
function evidenceSourcesValue(c) {
    const r = c.requests;
    return `full result ${format_formatCount(r.from_result)} · record end line ${format_formatCount(r.from_record)} · harness counters ${format_formatCount(r.from_harness_counters)}`;
}
function requestListsValue(c) {
    const { lists_verified: verified, lists_unverified: unverified } = c.requests;
    return `${format_formatCount(verified)} of ${format_plural(verified + unverified, 'attempt')} verified`;
}
function costValue(c) {
    const pricing = c.pricing
        ? `pricing ${c.pricing.basis} (${c.pricing.verified ? 'verified' : 'NOT verified'})`
        : 'no pricing basis declared';
    return `${format_formatMetric(c.usage.cost_usd, formatUsd)} · ${pricing}`;
}
function evaluationRows(c) {
    const e = c.evaluation;
    const rows = [
        { label: 'pass fraction', value: formatPassFraction(e.pass_fraction, e, e.pass_fraction_reason), brief: true }
    ];
    for (const ev of e.evaluators) {
        const fraction = ev.pass_fraction === null ? 'n/a' : formatPercent(ev.pass_fraction);
        const score = ev.scored > 0 && ev.mean_score !== null ? ` · mean score ${formatScore(ev.mean_score)} (${format_formatCount(ev.scored)} scored)` : '';
        const name = `${ev.name}${ev.version ? ` ${ev.version}` : ''}`;
        rows.push({
            label: `evaluator ${name}`,
            value: `${fraction} (${format_formatCount(ev.passed)} of ${format_formatCount(ev.evaluated)} evaluated)${score}`,
            brief: e.evaluators.length > 1
        });
    }
    return rows;
}
function timingRows(c) {
    const t = c.timing;
    return [
        { label: 'task duration', value: formatDistribution(t.task_duration_ms), brief: true },
        { label: 'invocation covered time', value: formatDistribution(t.invocation_covered_ms), brief: true },
        {
            label: 'invocations timed',
            value: `${format_formatCount(t.invocations_timed)} of ${format_plural(t.invocations_expected, 'request')}`,
            brief: false
        },
        { label: 'peak concurrency', value: formatDistribution(t.peak_concurrency, format_formatCount), brief: false }
    ];
}
/** An example's place: `attempt [request id] file:line (artifact) — detail`. */
function gapExampleText(e) {
    const request = e.request_id ? ` request ${e.request_id}` : '';
    const file = e.file ? ` ${e.file}${e.line !== null ? `:${e.line}` : ''}` : '';
    const artifact = e.artifact ? ` (artifact ${e.artifact})` : '';
    const detail = e.detail ? ` — ${e.detail}` : '';
    return `${e.attempt}${request}${file}${artifact}${detail}`;
}
function gapRows(c) {
    if (c.gaps.length === 0)
        return [{ label: 'gaps', value: 'none', brief: true }];
    return c.gaps.map((g) => {
        const shown = g.examples.slice(0, GAP_EXAMPLES_SHOWN).map(gapExampleText);
        const more = g.count > shown.length ? `${shown.length > 0 ? '; ' : ''}${format_formatCount(g.count - shown.length)} more` : '';
        return {
            label: `gap ${g.reason}`,
            value: `${format_formatCount(g.count)}${shown.length > 0 ? ` — e.g. ${shown.join('; ')}` : ''}${more}`,
            brief: true
        };
    });
}
/**
 * Every row of a configuration's table, in display order: attempts,
 * requests, usage with coverage, cost with pricing basis, pass fraction,
 * outcomes, three timing rows, resource observations, gaps.
 * `resourcesWhere` says where the observations are listed one by one
 * (e.g. `listed below`).
 */
function configurationRows(c, resourcesWhere) {
    const observations = resourceObservationsValue(c, resourcesWhere);
    return [
        { label: 'evidence', value: c.complete ? 'complete' : 'INCOMPLETE', brief: true },
        { label: 'attempts', value: attemptsValue(c), brief: true },
        { label: 'requests', value: requestsValue(c), brief: true },
        { label: 'requests by evidence', value: evidenceSourcesValue(c), brief: true },
        { label: 'request lists', value: requestListsValue(c), brief: true },
        ...configuration_rows_TOKEN_METRICS.map(([label, key]) => ({ label, value: format_formatMetric(c.usage[key]), brief: key !== 'reasoning_tokens' })),
        { label: 'cost', value: costValue(c), brief: true },
        ...evaluationRows(c),
        ...outcomeRows(c),
        ...timingRows(c),
        { label: 'resource observations', value: observations, brief: false },
        ...gapRows(c)
    ];
}

;// CONCATENATED MODULE: ./src/render/statistics-rows.ts


/** The sentence every interval section opens with. */
const STATISTICS_NOTE = '95 % intervals treat each task as a cluster of its attempts (cluster-robust standard error, t with tasks − 1 degrees of freedom); none below 5 tasks.';
/** `2/3` — passed of evaluated attempts of a task on one side; `no verdicts (0 of 3 evaluated)`; `not listed`. */
function taskVerdictText(v) {
    if (v === null)
        return 'not listed';
    if (v.evaluated === 0)
        return `no verdicts (0 of ${v.listed} evaluated)`;
    const partial = v.evaluated < v.listed ? ` (${v.listed - v.evaluated} of ${v.listed} not evaluated)` : '';
    return `${v.passed}/${v.evaluated}${partial}`;
}
/** One changed task: `task@revision`, `3/3 → 0/3`, `-100.0 pp`. */
function changedTaskCells(t) {
    return [`${t.task}@${t.revision}`, `${taskVerdictText(t.baseline)} → ${taskVerdictText(t.candidate)}`, formatPp(t.change)];
}
/** One task without verdicts on a side: `task@revision`, `2/2 → no verdicts (0 of 2 evaluated)`. */
function unverdictedTaskCells(t) {
    return [`${t.task}@${t.revision}`, `${taskVerdictText(t.baseline)} → ${taskVerdictText(t.candidate)}`];
}
/** `5 tasks × 2 attempts` (or `× 1–4 attempts` when tasks differ). */
function sampleText(p) {
    const a = p.attempts_per_task;
    if (a === null)
        return format_plural(p.tasks, 'task');
    const per = a.min === a.max ? format_plural(a.min, 'attempt') : `${a.min}–${a.max} attempts`;
    return `${format_plural(p.tasks, 'task')} × ${per}`;
}
/** The floor note when the tasks showed no spread. */
const FLOOR_NOTE = 'every task moved alike, so the standard error is its floor 1/M (one attempt turning out differently), not 0';
/**
 * The paired difference: `-16.7 pp (95 % CI -45.0 to +11.6 pp, 5 tasks × 2
 * attempts): not distinguishable from noise at this sample size`; without
 * an interval, the reason; not allowed, `not comparable: <reason>`.
 */
function pairedDifferenceText(p) {
    const d = p.difference;
    if (d === null)
        return `not comparable: ${p.reason ?? 'unknown'}`;
    if (d.low === null || d.high === null)
        return `${formatPp(d.estimate)} (${sampleText(p)}); no interval: ${d.reason ?? 'unknown'}`;
    const ci = `95 % CI ${formatPp(d.low).replace(' pp', '')} to ${formatPp(d.high)}`;
    const verdict = p.distinguishable ? 'distinguishable from noise at this sample size' : 'not distinguishable from noise at this sample size';
    return `${formatPp(d.estimate)} (${ci}, ${sampleText(p)}): ${verdict}${d.floored ? `; ${FLOOR_NOTE}` : ''}`;
}
/** `70.0% (95 % CI 14.5% to 100.0%) over 5 tasks, …`, or the estimate with why there is no interval. */
function fractionInterval(i, over) {
    if (i.low === null || i.high === null)
        return `${formatPercent(i.estimate)} ${over}; no interval: ${i.reason ?? 'unknown'}`;
    return `${formatPercent(i.estimate)} (95 % CI ${formatPercent(i.low)} to ${formatPercent(i.high)}${i.floored ? '; no spread between tasks, standard error at its floor 1/M' : ''}) ${over}`;
}
function valueInterval(i, value, over) {
    if (i.low === null || i.high === null)
        return `${value(i.estimate)} ${over}; no interval: ${i.reason ?? 'unknown'}`;
    return `${value(i.estimate)} (95 % CI ${value(i.low)} to ${value(i.high)}) ${over}`;
}
/** pass@k values shown before the last one when there are many. */
const K_SHOWN = 5;
const PER_ATTEMPT = [
    ['input tokens per attempt', 'input_tokens'],
    ['output tokens per attempt', 'output_tokens'],
    ['total tokens per attempt', 'total_tokens'],
    ['cost per attempt', 'cost_usd']
];
/**
 * A configuration's statistics rows (empty for a report without
 * statistics). `brief` marks the rows the comment keeps: pass fraction,
 * pass@k / pass^k and cost per passed attempt.
 */
function statisticsRows(c) {
    const s = c.statistics;
    if (s === undefined)
        return [];
    const pf = s.pass_fraction;
    const rows = [
        {
            label: 'pass fraction',
            value: pf.interval === null ? `n/a — ${pf.reason ?? 'unknown'}` : fractionInterval(pf.interval, `over ${format_plural(pf.tasks, 'task')}, ${format_plural(pf.attempts, 'evaluated attempt')}`),
            brief: true
        }
    ];
    const k = s.pass_at_k;
    if (k.rows.length === 0)
        rows.push({ label: 'pass@k, pass^k', value: `n/a — ${k.reason ?? 'unknown'}`, brief: true });
    else {
        const over = `over ${format_plural(k.tasks, 'task')}`;
        // Many attempts per task: k = 1…5 and the largest k (the report has every k).
        const shown = k.rows.length > K_SHOWN + 1 ? [...k.rows.slice(0, K_SHOWN), k.rows[k.rows.length - 1]] : k.rows;
        const list = (f) => shown.map((r, i) => `${i === K_SHOWN && shown.length < k.rows.length ? '… · ' : ''}k=${r.k} ${formatPercent(f(r))}`).join(' · ');
        rows.push({ label: 'pass@k', value: `${list((r) => r.pass_at_k)} (${over})`, brief: true });
        rows.push({ label: 'pass^k', value: `${list((r) => r.pass_hat_k)} (${over})`, brief: true });
    }
    for (const [label, metric] of PER_ATTEMPT) {
        const m = s.per_attempt[metric];
        const value = metric === 'cost_usd' ? formatUsd : format_formatCount;
        const over = `over ${format_formatCount(m.attempts)} of ${format_plural(m.of, 'attempt')} with complete usage`;
        rows.push({ label, value: m.interval === null ? `unknown (0 of ${format_plural(m.of, 'attempt')} with complete usage)` : valueInterval(m.interval, value, over), brief: false });
    }
    const cpp = s.cost_per_passed_attempt;
    rows.push({
        label: 'cost per passed attempt',
        value: cpp.value === null ? `n/a — ${cpp.reason ?? 'unknown'}` : `${formatUsd(cpp.value)} (${formatUsd(cpp.cost_usd)} over ${format_plural(cpp.passed, 'passed attempt')})`,
        brief: true
    });
    return rows;
}
/** Comparisons that carry a paired block. */
function pairedComparisons(report) {
    return report.comparisons.filter((c) => c.paired !== undefined);
}

;// CONCATENATED MODULE: ./src/render/text-paired.ts




/** Task lines per list in the default output (all with `details`). */
const TASKS_SHOWN = 20;
function more(total, shown) {
    return total > shown ? [`    … and ${format_formatCount(total - shown)} more (listed with --details and in --json)`] : [];
}
/** The statistics section; empty for a report without statistics. */
function statisticsSection(report, details) {
    const configurations = report.configurations.filter((c) => c.statistics !== undefined);
    if (configurations.length === 0)
        return [];
    const limit = details ? Number.MAX_SAFE_INTEGER : TASKS_SHOWN;
    const lines = ['', `Statistics — ${STATISTICS_NOTE}`];
    for (const c of configurations) {
        lines.push(`  Configuration ${oneLine(c.id)}`);
        lines.push(...alignRows(statisticsRows(c).map((r) => [r.label, oneLine(r.value)]), '    '));
    }
    for (const c of pairedComparisons(report)) {
        const p = c.paired;
        lines.push(`  Paired ${oneLine(comparisonTitle(c))}`);
        lines.push(`    difference in pass fraction  ${oneLine(pairedDifferenceText(p))}`);
        if (p.tasks_reason !== null) {
            lines.push(`    tasks not compared: ${oneLine(p.tasks_reason)}`);
            continue;
        }
        const changed = p.changed_tasks;
        lines.push(`    tasks that changed: ${format_formatCount(changed.length)} (${format_formatCount(p.unchanged_tasks)} unchanged)${changed.length > 0 ? ', worst first' : ''}`);
        lines.push(...alignRows(changed.slice(0, limit).map((t) => changedTaskCells(t).map(oneLine)), '      '), ...more(changed.length, limit));
        const without = p.tasks_without_verdicts;
        if (without.length > 0) {
            lines.push(`    tasks without verdicts on a side (not changes): ${format_formatCount(without.length)}`);
            lines.push(...alignRows(without.slice(0, limit).map((t) => unverdictedTaskCells(t).map(oneLine)), '      '), ...more(without.length, limit));
        }
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/render/text.ts







/** Names per inventory line in the default output (all with `details`). */
const INVENTORY_NAMES_SHOWN = 10;
function headerLines(report) {
    const reasons = report.gate.reasons.map((r) => `  - ${oneLine(r)}`);
    return [oneLine(verdictLine(report)), oneLine(gateLine(report)), ...reasons];
}
function configurationLines(report, details) {
    return report.configurations.flatMap((c) => {
        const where = details ? 'listed below' : 'listed with --details';
        const rows = configurationRows(c, where).map((r) => [oneLine(r.label), oneLine(r.value)]);
        return ['', `Configuration ${oneLine(c.id)}`, ...alignRows(rows)];
    });
}
function comparisonLines(report, c, details) {
    const limit = details ? Number.MAX_SAFE_INTEGER : INVENTORY_NAMES_SHOWN;
    const inventory = inventoryLines(c, limit).map((l) => `  inventory: ${oneLine(l)}`);
    const header = ['metric', oneLine(c.baseline), oneLine(c.candidate), 'delta'];
    const rows = comparisonRows(c, report.configurations).map((r) => [r.metric, oneLine(r.baseline), oneLine(r.candidate), oneLine(r.delta)]);
    return ['', `Comparison ${oneLine(comparisonTitle(c))}`, ...inventory, ...alignRows([header, ...rows])];
}
/** The text output's lines before the detail section (all of it without `details`). */
function summaryTextLines(report, options) {
    return [
        ...headerLines(report),
        ...configurationLines(report, options.details),
        ...report.comparisons.flatMap((c) => comparisonLines(report, c, options.details)),
        ...budgetSection(report),
        ...statisticsSection(report, options.details),
        ...warningSection(report),
        ...unexpectedSection(report),
        ...artifactSection(report, options.details)
    ];
}
/**
 * Renders the report as plain text for a terminal or a log. With
 * `details: true`, adds one line per attempt and per request (evidence
 * source, status, usage, files and their state, gaps, diagnostics) and
 * lists the resource observations one by one.
 */
function renderText(report, options) {
    const lines = [...summaryTextLines(report, options), ...(options.details ? detailLines(report) : [])];
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
var external_node_os_default = /*#__PURE__*/__nccwpck_require__.n(external_node_os_namespaceObject);
;// CONCATENATED MODULE: ./src/cli/spool.ts
/**
 * A text spool: attempt entries are written to a temporary file as the
 * comparison produces them and copied to the output once the report's
 * head (which depends on every attempt) is known. Memory stays one buffer
 * (1 MiB), whatever the number of attempts.
 */





/** Bytes buffered before a write, and read per chunk when copying out. */
const spool_CHUNK_BYTES = 1 << 20;
/**
 * Opens a spool in a new folder under the system's temporary folder
 * (`os.tmpdir()`), readable only by this user, and unlinks it at once where
 * the system allows (the data lives as long as the open descriptor).
 * Throws the file-system error when the folder or file cannot be created.
 */
function openSpool() {
    const folder = (0,external_node_fs_namespaceObject.mkdtempSync)(external_node_path_default().join(external_node_os_default().tmpdir(), 'fabric-compare-'));
    const file = external_node_path_default().join(folder, 'attempts.spool');
    let fd = (0,external_node_fs_namespaceObject.openSync)(file, 'w+', 0o600);
    // Unlinked at once where the system allows it (the open descriptor keeps the data): nothing is
    // left behind even when the process is killed. Where it does not (Windows), `dispose` removes it.
    let removed = false;
    try {
        (0,external_node_fs_namespaceObject.rmSync)(folder, { recursive: true, force: true });
        removed = true;
    }
    catch {
        removed = false;
    }
    let buffered = [];
    let bufferedLength = 0;
    let length = 0;
    let written = 0;
    const flush = () => {
        if (bufferedLength === 0 || fd === null)
            return;
        const bytes = Buffer.from(buffered.join(''), 'utf8');
        let offset = 0;
        try {
            while (offset < bytes.length)
                offset += (0,external_node_fs_namespaceObject.writeSync)(fd, bytes, offset, bytes.length - offset, written + offset);
        }
        catch (error) {
            throw new errors/* ConfigurationError */.j(`cannot write the attempt entries to a temporary file in ${external_node_path_default().dirname(folder)} (about the size of the output; set TMPDIR to a folder with room): ${(0,errors/* errorMessage */.g)(error)}`);
        }
        written += bytes.length;
        buffered = [];
        bufferedLength = 0;
    };
    return {
        append(text) {
            buffered.push(text);
            bufferedLength += text.length;
            length += text.length;
            if (bufferedLength >= spool_CHUNK_BYTES)
                flush();
        },
        get length() {
            return length;
        },
        copyTo(write) {
            flush();
            if (fd === null)
                return;
            const decoder = new external_node_string_decoder_namespaceObject.StringDecoder('utf8');
            const chunk = Buffer.allocUnsafe(spool_CHUNK_BYTES);
            let position = 0;
            while (position < written) {
                const n = (0,external_node_fs_namespaceObject.readSync)(fd, chunk, 0, Math.min(spool_CHUNK_BYTES, written - position), position);
                if (n === 0)
                    break;
                position += n;
                const text = decoder.write(chunk.subarray(0, n));
                if (text.length > 0)
                    write(text);
            }
            const rest = decoder.end();
            if (rest.length > 0)
                write(rest);
        },
        dispose() {
            if (fd !== null)
                (0,external_node_fs_namespaceObject.closeSync)(fd);
            fd = null;
            if (!removed)
                (0,external_node_fs_namespaceObject.rmSync)(folder, { recursive: true, force: true });
            removed = true;
        }
    };
}
/**
 * A spool held in memory (the same interface): what `compareAndWrite`
 * falls back to when no temporary file can be created. Memory then grows
 * with the output.
 */
function memorySpool() {
    let pieces = [];
    let length = 0;
    return {
        append(text) {
            pieces.push(text);
            length += text.length;
        },
        get length() {
            return length;
        },
        copyTo(write) {
            for (const piece of pieces)
                write(piece);
        },
        dispose() {
            pieces = [];
        }
    };
}

;// CONCATENATED MODULE: ./src/cli/report-output.ts




/** `text` (a value's JSON at 2-space indentation) moved `depth` levels in. */
function indented(text, depth) {
    return depth === 0 ? text : text.replace(/\n/g, `\n${'  '.repeat(depth)}`);
}
/** One attempt entry as it appears inside the report's `attempts` array (at depth 2). */
function jsonEntry(entry) {
    return `    ${indented(JSON.stringify(entry, null, 2), 2)}`;
}
/** Levels of the report opened piece by piece: down to each configuration's lists (resource observations, gaps). */
const JSON_SPLIT_DEPTH = 4;
/**
 * Writes `value` exactly as `JSON.stringify(value, null, 2)` would at
 * `depth`, one piece at a time: objects and arrays down to `split` levels
 * are opened here and their members written one by one, so no string of
 * the whole report is ever built. Values `JSON.stringify` leaves out
 * (undefined, functions) are left out the same way.
 */
function writePretty(value, depth, split, write) {
    const pad = '  '.repeat(depth + 1);
    if (depth < split && Array.isArray(value) && value.length > 0) {
        write('[\n');
        value.forEach((item, i) => {
            write(i === 0 ? pad : `,\n${pad}`);
            if (item === undefined || typeof item === 'function')
                write('null');
            else
                writePretty(item, depth + 1, split, write);
        });
        write(`\n${'  '.repeat(depth)}]`);
        return;
    }
    if (depth < split && value !== null && typeof value === 'object' && !Array.isArray(value)) {
        const entries = Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function');
        if (entries.length > 0) {
            write('{\n');
            entries.forEach(([key, v], i) => {
                write(`${i === 0 ? '' : ',\n'}${pad}${JSON.stringify(key)}: `);
                writePretty(v, depth + 1, split, write);
            });
            write(`\n${'  '.repeat(depth)}}`);
            return;
        }
    }
    write(indented(JSON.stringify(value, null, 2), depth));
}
/**
 * Writes the JSON report — byte for byte `JSON.stringify(report, null, 2)`
 * plus a newline, with the spooled entries as `attempts` — piece by piece:
 * the report's members and each configuration, comparison and warning are
 * stringified on their own.
 */
function writeJson(report, spool, count, out) {
    // Pieces are small (one resource observation, one warning): gathered into writes of about 1 MiB.
    let pieces = [];
    let size = 0;
    const flush = () => {
        if (size === 0)
            return;
        out(pieces.join(''));
        pieces = [];
        size = 0;
    };
    const write = (text) => {
        pieces.push(text);
        size += text.length;
        if (size >= 1 << 20)
            flush();
    };
    const { attempts: _none, ...head } = report;
    write('{\n');
    let first = true;
    for (const [key, value] of Object.entries(head)) {
        if (value === undefined)
            continue;
        write(`${first ? '' : ',\n'}  ${JSON.stringify(key)}: `);
        first = false;
        writePretty(value, 1, JSON_SPLIT_DEPTH, write);
    }
    write(`${first ? '' : ',\n'}  "attempts": `);
    if (count === 0)
        write('[]');
    else {
        write('[\n');
        flush();
        spool.copyTo(out);
        write('\n  ]');
    }
    write('\n}\n');
    flush();
}
/** Writes the text report; with details, the spooled attempt lines between the heading and the rest. */
function writeText(report, spool, count, options, write) {
    const summary = summaryTextLines(report, { details: options.details });
    if (spool === null) {
        write(`${summary.join('\n')}\n`);
        return;
    }
    write(`${[...summary, ...attemptsHeadingLines(count)].join('\n')}\n`);
    if (count === 0)
        write(`${NO_ATTEMPT_LINE}\n`);
    else
        spool.copyTo(write);
    const tail = detailTailLines(report);
    if (tail.length > 0)
        write(`${tail.join('\n')}\n`);
}
/** A temporary-file spool, or one in memory when no temporary file can be created (same output, more memory). */
function spoolForEntries() {
    try {
        return openSpool();
    }
    catch {
        return memorySpool();
    }
}
/**
 * Compares the attempts of `source` and writes the report through `write`
 * (JSON with `json`, else text; attempt details with `details`). Returns
 * the report without its attempt entries (they were written, not held).
 * Throws what the source throws (e.g. ConfigurationError), ConfigurationError
 * when the spool cannot be written (no space left in the temporary folder),
 * and Error when the attempts are not in attempt-key order; the spool is
 * deleted either way.
 */
async function compareAndWrite(source, options, write) {
    const spool = options.json || options.details ? spoolForEntries() : null;
    try {
        let count = 0;
        const stream = openComparison({
            configurations: source.configurations,
            policy: options.policy,
            regression_tolerance_pp: options.regression_tolerance_pp,
            budgets: options.budgets,
            version: options.version,
            onAttempt: spool === null
                ? undefined
                : (entry) => {
                    if (options.json)
                        spool.append(count === 0 ? jsonEntry(entry) : `,\n${jsonEntry(entry)}`);
                    else
                        spool.append(`${attemptLines(entry).join('\n')}\n`);
                    count += 1;
                }
        });
        for await (const attempt of source.attempts)
            stream.add(attempt);
        const report = stream.finish(source.tail());
        if (options.json && spool !== null)
            writeJson(report, spool, count, write);
        else
            writeText(report, spool, stream.count, options, write);
        return report;
    }
    finally {
        spool?.dispose();
    }
}

;// CONCATENATED MODULE: ./src/shard/merge.ts

/** Problems that make the shards impossible to merge: one shard twice, mixed tool versions, one configuration declared two ways. */
function mergeProblems(shards) {
    const problems = [];
    const ids = new Map();
    for (const { file, summary } of shards) {
        const first = ids.get(summary.shard_id);
        if (first !== undefined)
            problems.push(`${file}: the same shard as ${first} (${summary.shard_id}); give each shard once`);
        else
            ids.set(summary.shard_id, file);
    }
    const versions = new Map();
    for (const { file, summary } of shards) {
        if (!versions.has(summary.generated_by.version))
            versions.set(summary.generated_by.version, file);
    }
    if (versions.size > 1) {
        const listed = [...versions].map(([v, f]) => `${v} (${f})`).join(', ');
        problems.push(`the summaries were written by different fabric-compare versions: ${listed}; summarise every shard with one version`);
    }
    const declared = new Map();
    for (const { file, summary } of shards) {
        for (const c of summary.configurations) {
            const text = JSON.stringify([c.attempts_complete, c.pricing, c.evaluator]);
            const first = declared.get(c.id);
            if (first === undefined)
                declared.set(c.id, { file, text });
            else if (first.text !== text) {
                problems.push(`${file}: configuration ${JSON.stringify(c.id)} is declared differently than in ${first.file} (attempts_complete, pricing or evaluator)`);
            }
        }
    }
    return problems;
}
/**
 * Merges `shards` (at least one) into one comparison input under `policy`.
 * Configurations are taken in order of first appearance, shards in the
 * order given (the first is the baseline); attempts, findings, artifacts
 * and unexpected attempts are concatenated. Throws ConfigurationError
 * listing every problem (see `mergeProblems`), naming the files.
 */
function mergeShards(shards, policy) {
    if (shards.length === 0)
        throw new errors/* ConfigurationError */.j('merge: no shard summary given');
    const problems = mergeProblems(shards);
    if (problems.length > 0)
        throw new errors/* ConfigurationError */.j('cannot merge the shard summaries', problems);
    const configurations = new Map();
    for (const { summary } of shards) {
        for (const c of summary.configurations)
            if (!configurations.has(c.id))
                configurations.set(c.id, c);
    }
    return {
        configurations: [...configurations.values()],
        attempts: shards.flatMap((s) => s.summary.attempts),
        diagnostics: shards.flatMap((s) => s.summary.diagnostics),
        artifacts: shards.flatMap((s) => s.summary.artifacts),
        unexpected_attempts: shards.flatMap((s) => s.summary.unexpected_attempts),
        policy
    };
}

;// CONCATENATED MODULE: ./src/shard/evidence-schema.ts
/**
 * zod schemas of the normalized evidence (`src/evidence/types.ts`) and of
 * the comparison input (`src/comparison/input.ts`) as a shard summary
 * carries them. Strict objects: a summary is written by fabric-compare, so
 * an unknown field is a wrong or newer file, never ignored. Units as in the
 * types: tokens are counts, `cost_usd` US dollars, `*_ms` milliseconds,
 * `rss_bytes` bytes; `null` = not reported.
 */

const num = schemas_number().nullable();
const str = schemas_string().nullable();
/** A finding about a file or attempt (`Diagnostic`). */
const evidence_schema_DiagnosticSchema = strictObject({
    code: schemas_string(),
    message: schemas_string(),
    file: schemas_string().optional(),
    line: schemas_number().int().optional(),
    json_path: schemas_string().optional()
});
/** A token count as the readers accept it: a non-negative safe integer, or null (not reported). */
const tokens = schemas_number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).nullable();
const evidence_schema_UsageSchema = strictObject({
    input_tokens: tokens,
    cached_input_tokens: tokens,
    output_tokens: tokens,
    reasoning_tokens: tokens,
    total_tokens: tokens,
    /** US dollars: non-negative, finite. */
    cost_usd: schemas_number().nonnegative().nullable(),
    pricing_basis: str
});
const ResourceSnapshotSchema = strictObject({
    observed_at: str,
    scope: str,
    process_count: num,
    rss_bytes: num,
    cpu_user_ms: num,
    cpu_system_ms: num
});
const ErrorInfoSchema = strictObject({ code: str, stage: str, retryable: schemas_boolean().nullable(), message: str });
const evidence_schema_LegacyCounterSchema = strictObject({
    source: schemas_string(),
    file: schemas_string().optional(),
    input_tokens: num,
    cached_input_tokens: num,
    output_tokens: num,
    total_tokens: num,
    cost_usd: num
});
const evidence_schema_status = schemas_enum(['succeeded', 'failed', 'cancelled']).nullable();
const FullResultSchema = strictObject({
    shape: schemas_enum(['rust', 'python_sdk']),
    request_id: str,
    runtime_id: str,
    invocation_id: str,
    agent_name: str,
    harness: str,
    adapter_kind: str,
    adapter_id: str,
    status: evidence_schema_status,
    error: ErrorInfoSchema.nullable(),
    usage: evidence_schema_UsageSchema.nullable(),
    resource_snapshot: ResourceSnapshotSchema.nullable(),
    invocation: strictObject({ start_ms: num, end_ms: num }).nullable(),
    legacy_counters: array(evidence_schema_LegacyCounterSchema),
    diagnostics: array(evidence_schema_DiagnosticSchema)
});
const RecordSchema = strictObject({
    request_id: str,
    runtime_id: str,
    invocation_id: str,
    start: strictObject({
        at_ms: num,
        timeout_ms: num,
        agent_name: str,
        harness: str,
        adapter_kind: str,
        adapter_id: str,
        exclusive_container: schemas_boolean().nullable(),
        oom_kill_count: num
    })
        .nullable(),
    end: strictObject({
        at_ms: num,
        status: evidence_schema_status,
        error: ErrorInfoSchema.nullable(),
        stop: strictObject({
            cause: str,
            reason: str,
            timeout_ms: num,
            used_ms: num,
            force_stopped: schemas_boolean().nullable(),
            exit_code: num,
            exit_signal: str
        })
            .nullable(),
        oom_kill_count: num,
        usage: evidence_schema_UsageSchema.nullable(),
        resource_snapshot: ResourceSnapshotSchema.nullable()
    })
        .nullable(),
    unknown_lines: schemas_number().int(),
    line_count: schemas_number().int(),
    diagnostics: array(evidence_schema_DiagnosticSchema)
});
const HarnessCountersSchema = strictObject({
    source: schemas_string(),
    usage: evidence_schema_UsageSchema,
    status: evidence_schema_status,
    diagnostics: array(evidence_schema_DiagnosticSchema)
});
/** Where a file came from (`FileRef`); its on-disk identity is never carried (it means nothing on another machine). */
const FileRefSchema = strictObject({ path: schemas_string(), artifact: str });
/** The outcome of reading one declared evidence file (`FileOutcome<T>`). */
function outcome(value) {
    return discriminatedUnion('state', [
        strictObject({ path: schemas_string(), artifact: str, state: literal('read'), value }),
        strictObject({ path: schemas_string(), artifact: str, state: literal('missing') }),
        strictObject({
            path: schemas_string(),
            artifact: str,
            state: literal('unreadable'),
            line: schemas_number().int().nullable(),
            json_path: str,
            reason: schemas_string()
        })
    ]);
}
const evidence_schema_EvaluatorSchema = strictObject({ name: schemas_string(), version: str });
/** One configuration as declared (`ConfigurationInput`). */
const ConfigurationInputSchema = strictObject({
    id: schemas_string(),
    attempts_complete: schemas_boolean().nullable(),
    pricing: strictObject({ basis: schemas_string(), verified: schemas_boolean() }).nullable(),
    evaluator: evidence_schema_EvaluatorSchema.nullable()
});
/** One attempt with the evidence read for it (`AttemptInput`). */
const AttemptInputSchema = strictObject({
    configuration: schemas_string(),
    task: schemas_string(),
    revision: schemas_string(),
    attempt: schemas_string(),
    missing: schemas_boolean(),
    requests_complete: schemas_boolean().nullable(),
    requests: array(strictObject({
        request_id: str,
        result: outcome(FullResultSchema).nullable(),
        record: outcome(RecordSchema).nullable(),
        harness_counters: outcome(HarnessCountersSchema).nullable().optional()
    })),
    evaluation: strictObject({
        evaluator: evidence_schema_EvaluatorSchema.nullable(),
        passed: schemas_boolean().nullable(),
        score: num,
        scores: record(schemas_string(), schemas_number()).optional(),
        note: str.optional()
    })
        .nullable(),
    task_duration_ms: num,
    phases: array(strictObject({ name: schemas_string(), duration_ms: num })).optional(),
    legacy_counters: array(evidence_schema_LegacyCounterSchema),
    declared_in: FileRefSchema.nullable(),
    diagnostics: array(evidence_schema_DiagnosticSchema)
});
/** What happened to one workflow artifact (`ArtifactOutcome`). */
const ArtifactOutcomeSchema = strictObject({
    name: schemas_string(),
    id: num,
    size_bytes: num,
    digest: str,
    run: schemas_string(),
    status: schemas_enum(['downloaded', 'digest_mismatch', 'failed', 'not_found', 'wrong_run']),
    error: str,
    created_at: str.optional(),
    refused: array(strictObject({ file: schemas_string(), reason: schemas_string() })).optional()
});
/** An attempt found in evidence but not in the expected inventory. */
const UnexpectedAttemptSchema = strictObject({
    configuration: schemas_string(),
    task: schemas_string(),
    revision: schemas_string(),
    attempt: schemas_string(),
    declared_in: FileRefSchema.nullable()
});

;// CONCATENATED MODULE: ./src/shard/schema.ts
/**
 * The shard summary (`summary_version: 1`): everything one shard of the
 * evidence contributes to a comparison — the configurations as declared,
 * every attempt with the evidence read for it (after evidence files shared
 * between its requests were claimed once), the findings not tied to one
 * attempt, and where it came from. `fabric-compare merge` concatenates
 * summaries and runs the same comparison a single run over all the evidence
 * would run, so the figures are equal by construction. Defined once with
 * zod; `schema/shard-summary.schema.json` is generated from it
 * (`npm run schemas`).
 */


/** Version of the shard summary format; `merge` refuses summaries of another version. */
const SUMMARY_VERSION = 1;
/** One evidence source the shard was read from. */
const ShardSourceSchema = strictObject({
    /** `manifest` (a manifest v1 file), `harbor_job` or `tb1_run` (a folder), `attempt_indexes` (the action's artifacts of one configuration). */
    kind: schemas_enum(['manifest', 'harbor_job', 'tb1_run', 'attempt_indexes']),
    /** The path as given on the command line or to the action; for `attempt_indexes`, the configuration line `id: pattern`. */
    path: schemas_string()
});
/** Provenance of a shard: its sources and, in a workflow, the job that wrote it. */
const ShardProvenanceSchema = strictObject({
    sources: array(ShardSourceSchema),
    /** `owner/repo run <id> attempt <n> job <name>` when written by the action; null from the CLI. */
    workflow_job: schemas_string().nullable()
});
/** The shard summary document. */
const ShardSummarySchema = strictObject({
    summary_version: literal(SUMMARY_VERSION),
    generated_by: strictObject({ name: literal('fabric-compare'), version: schemas_string() }),
    /** `sha256:<hex>` of the summary's content and provenance (everything but `shard_id` and `generated_by`): one shard, one id. */
    shard_id: schemas_string().regex(/^sha256:[0-9a-f]{64}$/),
    provenance: ShardProvenanceSchema,
    configurations: array(ConfigurationInputSchema),
    attempts: array(AttemptInputSchema),
    /** Findings not tied to one attempt. */
    diagnostics: array(evidence_schema_DiagnosticSchema),
    artifacts: array(ArtifactOutcomeSchema),
    unexpected_attempts: array(UnexpectedAttemptSchema)
});

;// CONCATENATED MODULE: ./src/shard/summarize.ts
/**
 * Comparison input of one shard → its shard summary (`schema.ts`).
 * Pure apart from hashing: no file system, no logging.
 */




/** `sha256:<hex>` of the summary's content and provenance (the fields after `shard_id`). */
function shardId(summary) {
    const content = JSON.stringify([
        summary.provenance,
        summary.configurations,
        summary.attempts,
        summary.diagnostics,
        summary.artifacts,
        summary.unexpected_attempts
    ]);
    return `sha256:${(0,external_node_crypto_namespaceObject.createHash)('sha256').update(content).digest('hex')}`;
}
/**
 * The shard summary of `input`. Evidence files declared by two requests of
 * this shard are claimed here, in attempt-key order (the comparison's
 * order), where the loader still knows which spellings name one file on
 * disk (`FileRef.identity` is machine-local and not carried); across shards
 * `merge` claims them again by artifact and path. `version` fills
 * `generated_by.version`. The gate policy is not part of a shard: `merge` sets it.
 */
function summarizeShard(input, provenance, version) {
    const content = {
        provenance,
        configurations: input.configurations,
        attempts: claimEvidenceFiles([...input.attempts].sort(byAttemptKey)),
        diagnostics: input.diagnostics,
        artifacts: input.artifacts ?? [],
        unexpected_attempts: input.unexpected_attempts ?? []
    };
    return {
        summary_version: SUMMARY_VERSION,
        generated_by: { name: 'fabric-compare', version },
        shard_id: shardId(content),
        ...content
    };
}

;// CONCATENATED MODULE: ./src/shard/read.ts
/**
 * Reading a shard summary file: bounded like every evidence file
 * (`MAX_JSON_FILE_BYTES`, FIFOs and devices refused), parsed leniently
 * (`parseJsonText`: exact big numbers and depth limits), validated against
 * `ShardSummarySchema`. Every problem names the file and the JSON path.
 */






/**
 * Reads and validates the shard summary at `path`, named `file` in
 * messages (default: the path; the action names artifact and file). Throws ConfigurationError
 * naming the file when it is missing, unreadable, too large, not JSON, of
 * another `summary_version`, or not a shard summary (one
 * `<JSON path>: <message>` line per problem). The returned object is the
 * document as written (key order kept), so the merged report is the
 * report of the summarised input.
 */
function readShardSummary(path, file = path) {
    const text = readEvidenceText(path);
    if (typeof text !== 'string') {
        const why = text.state === 'missing' ? 'no such file' : text.reason.replace(/^cannot read the file: /, '');
        throw new errors/* ConfigurationError */.j(`${file}: cannot read the shard summary: ${why}`);
    }
    const parsed = parseJsonText(text);
    if (!parsed.ok)
        throw new errors/* ConfigurationError */.j(`${file}: the shard summary is not JSON: ${parsed.reason}`);
    if (parsed.diagnostics.length > 0) {
        const d = parsed.diagnostics[0];
        throw new errors/* ConfigurationError */.j(`${file}: ${d.json_path ?? '$'}: ${d.message}`);
    }
    const version = parsed.value?.summary_version;
    if (version === undefined && parsed.value?.manifest_version !== undefined) {
        throw new errors/* ConfigurationError */.j(`${file}: a manifest, not a shard summary: write one with \`fabric-compare summarize ${file} --out FILE\` first`);
    }
    if (version !== SUMMARY_VERSION) {
        throw new errors/* ConfigurationError */.j(`${file}: $.summary_version: ${JSON.stringify(version ?? null)} is not a shard summary version this fabric-compare reads (${SUMMARY_VERSION})`);
    }
    const checked = ShardSummarySchema.safeParse(parsed.value);
    if (!checked.success)
        throw new errors/* ConfigurationError */.j(`${file}: not a shard summary v${SUMMARY_VERSION}`, formatIssues(checked.error));
    const summary = parsed.value;
    // The id is the hash of the content: a summary edited after it was written is refused, not merged.
    if (shardId(summary) !== summary.shard_id) {
        throw new errors/* ConfigurationError */.j(`${file}: $.shard_id: the content does not match its shard_id (the summary was edited or corrupted after it was written)`);
    }
    return summary;
}

;// CONCATENATED MODULE: ./src/cli/shard-commands.ts
/**
 * `fabric-compare summarize` and `fabric-compare merge`: one shard's
 * evidence → a shard summary file; shard summary files → the comparison
 * input a single run over all their evidence would have.
 */





/** The sources named on the command line, as a shard's provenance. */
function cliProvenance(args) {
    const sources = args.manifest !== null
        ? [{ kind: 'manifest', path: args.manifest }]
        : [...args.harborJobs.map((path) => ({ kind: 'harbor_job', path })), ...args.tb1Runs.map((path) => ({ kind: 'tb1_run', path }))];
    return { sources, workflow_job: null };
}
/**
 * Writes the shard summary of `input` to `args.out` (JSON, one document,
 * newline-terminated) and returns its `shard_id`. Throws ConfigurationError
 * naming the file when it cannot be written.
 */
function writeShardSummary(input, args, version) {
    const summary = summarizeShard(input, cliProvenance(args), version);
    const file = args.out ?? '';
    try {
        (0,external_node_fs_namespaceObject.writeFileSync)(file, `${JSON.stringify(summary)}\n`);
    }
    catch (error) {
        throw new errors/* ConfigurationError */.j(`--out ${file}: cannot write the shard summary: ${(0,errors/* errorMessage */.g)(error)}`);
    }
    return summary.shard_id;
}
/** Reads every shard summary of `args.shards` and merges them (ConfigurationError naming files on any problem). */
function loadMergedInput(args) {
    return mergeShards(args.shards.map((file) => ({ file, summary: readShardSummary(file) })), args.failOn);
}

;// CONCATENATED MODULE: ./src/cli/run.ts








/** Exit statuses: the gate passed, the gate failed, a usage or manifest error. */
const EXIT = { passed: 0, failed: 1, usage: 2 };
async function loadInput(args) {
    if (args.command === 'merge')
        return loadMergedInput(args);
    if (args.manifest !== null)
        return loadManifestInput(args.manifest, { policy: args.failOn });
    return loadHarborInput(args);
}
/**
 * An input already in memory as an attempt source: its attempts sorted by
 * attempt key, each released once yielded (so its evidence becomes garbage
 * as the comparison goes, and only the findings are kept for the tail).
 */
function memorySource(input) {
    const sorted = [...input.attempts].sort(byAttemptKey);
    const tail = { diagnostics: input.diagnostics, artifacts: input.artifacts, unexpected_attempts: input.unexpected_attempts };
    function* attempts() {
        for (let i = 0; i < sorted.length; i++) {
            const attempt = sorted[i];
            sorted[i] = undefined;
            yield attempt;
        }
    }
    return { configurations: input.configurations, attempts: attempts(), tail: () => tail };
}
/**
 * The attempts to compare: a manifest is streamed (its evidence read as the
 * comparison goes, openManifestInput); Harbor/TB1 folders and merged shard
 * summaries are read first. Throws ConfigurationError for bad input.
 */
async function openSource(args) {
    if (args.command !== 'merge' && args.manifest !== null) {
        const opened = await openManifestInput(args.manifest, {});
        return { configurations: opened.configurations, attempts: opened.attempts, tail: () => ({ diagnostics: [] }) };
    }
    return memorySource(await loadInput(args));
}
/**
 * Runs `fabric-compare` with `argv` (without node and script). Returns the
 * exit status: 0 gate passed, 1 gate failed, 2 usage or manifest error
 * (message on stderr naming the file and the problem); `summarize` exits 0
 * once the summary is written (the gate is decided at `merge`). Internal failures
 * are rethrown.
 */
async function runCli(argv, out) {
    let args;
    try {
        args = parseCliArgs(argv);
    }
    catch (error) {
        out.stderr(`fabric-compare: ${(0,errors/* errorMessage */.g)(error)}\n\n${USAGE}\n`);
        return EXIT.usage;
    }
    if (args.help) {
        out.stdout(`${USAGE}\n`);
        return EXIT.passed;
    }
    if (args.version) {
        out.stdout(`${VERSION}\n`);
        return EXIT.passed;
    }
    let report;
    try {
        if (args.command === 'summarize') {
            const input = await loadInput(args);
            const id = writeShardSummary(input, args, VERSION);
            out.stdout(`shard summary ${id}: ${input.attempts.length} attempts → ${args.out}\n`);
            return EXIT.passed;
        }
        const source = await openSource(args);
        report = await compareAndWrite(source, { json: args.json, details: args.details, policy: args.failOn, regression_tolerance_pp: args.regressionTolerancePp, budgets: args.budgets, version: VERSION }, out.stdout);
    }
    catch (error) {
        if (!(error instanceof errors/* ConfigurationError */.j))
            throw error;
        out.stderr(`fabric-compare: ${error.message}\n`);
        return EXIT.usage;
    }
    return report.gate.passed ? EXIT.passed : EXIT.failed;
}


/***/ }),

/***/ 916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ errorMessage),
/* harmony export */   j: () => (/* binding */ ConfigurationError)
/* harmony export */ });
/**
 * One error vocabulary for the whole tool. `ConfigurationError` is the
 * user's mistake (bad manifest, bad input, bad flag): the CLI exits 2 and
 * the action fails with the message. Anything else is an internal failure.
 */
/** A mistake in what the user gave us: the message names the file or input, the value and what was expected. */
class ConfigurationError extends Error {
    /** One line per problem, e.g. `manifest.json: $.attempts[2].task: expected string`. */
    problems;
    constructor(message, problems = []) {
        super(problems.length > 0 ? `${message}\n${problems.map((p) => `  - ${p}`).join('\n')}` : message);
        this.name = 'ConfigurationError';
        this.problems = problems;
    }
}
/**
 * The message of anything thrown: the `message` of an Error from any realm
 * (Node's stream errors inside jest's VM are not `instanceof Error` here),
 * else the value itself as text. Never swallows a non-`Error` throw.
 */
function errorMessage(error) {
    const message = error?.message;
    if (typeof message === 'string')
        return message;
    if (typeof error === 'string')
        return error;
    try {
        return JSON.stringify(error);
    }
    catch {
        return String(error);
    }
}


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(486);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
