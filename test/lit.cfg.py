# -*- Python -*-
import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "RELAY"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.relay_obj_root, "test")
config.excludes = ["Inputs", "lib", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%python", config.host_python))
config.substitutions.append(("%relay_obj_root", config.relay_obj_root))
config.substitutions.append(("%cmake", config.cmake_command))
# The stand-in CUDA driver (test/lib/FakeCudaDriver.cpp).
config.substitutions.append(
    ("%fake_cuda_dir", os.path.join(config.relay_obj_root, "test", "fake-cuda"))
)
# MLIR's .td files, for tests that run mlir-tblgen on the dialect.
config.substitutions.append(
    ("%mlir_include_dir",
     os.path.join(os.path.dirname(config.llvm_tools_dir), "include"))
)
# test/Downstream builds a project with this build's generator, compilers
# (and ccache) and MLIR.
downstream_cmake_args = [
    "-G", config.cmake_generator,
    "-DCMAKE_MAKE_PROGRAM=" + config.cmake_make_program,
    "-DCMAKE_BUILD_TYPE=" + config.cmake_build_type,
    "-DCMAKE_C_COMPILER=" + config.c_compiler,
    "-DCMAKE_CXX_COMPILER=" + config.cxx_compiler,
    "-DCMAKE_C_COMPILER_LAUNCHER=" + config.c_compiler_launcher,
    "-DCMAKE_CXX_COMPILER_LAUNCHER=" + config.cxx_compiler_launcher,
    "-DCMAKE_C_FLAGS=" + config.c_flags,
    "-DCMAKE_CXX_FLAGS=" + config.cxx_flags,
    "-DMLIR_DIR=" + config.mlir_dir,
]
config.substitutions.append(
    ("%downstream_cmake_args", " ".join('"%s"' % a for a in downstream_cmake_args))
)

llvm_config.with_system_environment(
    ["HOME", "INCLUDE", "LIB", "TMP", "TEMP", "CCACHE_DIR", "CCACHE_CONFIGPATH",
     "LSAN_OPTIONS"]
)
llvm_config.use_default_substitutions()

tool_dirs = [config.relay_tools_dir, config.llvm_tools_dir]
tools = ["relay-opt", "relay-run", "relay-translate", "mlir-translate", "mlir-tblgen"]
llvm_config.add_tool_substitutions(tools, tool_dirs)
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

# `ptxas`: a CUDA toolkit's PTX assembler, to check that the PTX of the
# relay-to-gpu pipeline assembles (/usr/local/cuda/bin/ptxas or on PATH).
import shutil

if os.access("/usr/local/cuda/bin/ptxas", os.X_OK) or shutil.which("ptxas"):
    config.available_features.add("ptxas")

# `cuda-driver`: libcuda.so.1 loads, so relay-run --device=cuda can run.
try:
    import ctypes

    ctypes.CDLL("libcuda.so.1")
    config.available_features.add("cuda-driver")
except OSError:
    pass

# `avx512-vnni`: the host runs AVX-512 VNNI (vpdpbusd), so code that
# relay-to-llvm="vnni=avx512" compiles runs here.
try:
    with open("/proc/cpuinfo") as cpuinfo:
        if any(line.startswith("flags") and " avx512_vnni" in line
               for line in cpuinfo):
            config.available_features.add("avx512-vnni")
except OSError:
    pass
